import { choiceName } from '../../domain/core/choice';
import { COVERAGE_TYPES } from '../../domain/coverages/coverage-types';
import { HARVESTS } from '../../domain/coverages/crops';

export type { Coverage, Rate } from '../../domain/coverages/entity';

export const coverageTypeName = (id: string | null | undefined) => choiceName(COVERAGE_TYPES, id);
export const harvestName = (id: string | null | undefined) => choiceName(HARVESTS, id);

export const COVERAGE_TOASTS = {
  created: 'La cobertura fue registrada.',
  updated: 'Los cambios en la cobertura fueron registrados.',
  deleted: 'La cobertura fue eliminada.',
} as const;

export const RATE_TOASTS = {
  created: 'La tasa fue registrada.',
  updated: 'La tasa fue actualizada.',
  deleted: 'La tasa fue eliminada.',
} as const;
