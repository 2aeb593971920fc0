// The kinds of coverage (docs/rules/coverages.md#tipos-y-cosechas).
import type { Choice } from '../core/choice';

export const COVERAGE_TYPES = [
  { id: 'basic', name: 'Básica' },
  { id: 'addon', name: 'Adicional' },
  { id: 'pack', name: 'Pack' },
  { id: 'double-crop', name: 'Doble Cultivo' },
] as const satisfies readonly Choice<string>[];
export type CoverageType = (typeof COVERAGE_TYPES)[number]['id'];
