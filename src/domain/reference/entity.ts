// Reference data (docs/rules/coverages.md#datos-de-referencia) as the API answers it.
import type { CoverageType } from '../coverages/coverage-types';
import type { Harvest } from '../coverages/crops';
import type { Flag } from '../core/flag';

export interface Province {
  id: number;
  name: string;
}

/** A department: one per insurer (docs/rules/coverages.md#datos-de-referencia). */
export interface Zone {
  id: number;
  description: string;
  provinceId: number;
  province: Province;
  companyId: number;
}

/** A locality of a zone (GET /api/locations/{zoneId}: data.sancor_location). */
export interface Location {
  cityId: number;
  cityDescription: string;
  zoneDescription: string;
  zipCode: string | null;
}

export interface Crop {
  id: number;
  description: string;
  harvest: Harvest;
  allowDoubleCrop: 0 | 1;
}

/** An insurer. */
export interface Company {
  id: number;
  name: string;
}

/** Campaigns are reference data too (GET /api/campaigns-all). */
export type { Campaign } from '../campaigns/entity';

/** A coverage of the current campaign the user may quote (GET /api/coverages). */
export interface CoverageOption {
  id: number;
  description: string;
  coverageType: CoverageType;
  harvest: Harvest | null;
  cropId: number | null;
  companyId: number;
  company: Company;
  campaignId: number | null;
  sortOrder: number;
  sancorId: number | null;
  video: string | null;
  pdfDescription: string | null;
  allowMultipleRisks: Flag;
}
