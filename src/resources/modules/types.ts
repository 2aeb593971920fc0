import { choiceName, COVERAGE_TYPES, HARVESTS } from '../../domain/constants';

/** A coverage (module) as the API answers it. */
export interface Coverage {
  id: number;
  description: string;
  coverageType: string;
  harvest: string | null;
  video: string | null;
  pdfDescription: string | null;
  cropId: number | null;
  cropDescription: string | null;
  sancorId: number | null;
  companyId: number;
  company: { id: number; name: string };
  campaignId: number | null;
  campaign: { id: number; description: string } | null;
  allowMultipleRisks: number;
  sortOrder: number;
}

/** A rate of a coverage. */
export interface Rate {
  id: number;
  moduleId: number;
  zoneId: number;
  cropId: number;
  franchiseDeductible: string;
  amount: string;
  description: string;
  crop: { id: number; description: string };
  zone: { id: number; description: string; provinceId: number; province: { id: number; name: string } };
}

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
