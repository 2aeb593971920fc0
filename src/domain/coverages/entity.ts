// Coverages ("modules", docs/rules/coverages.md) and their rates as the API answers them.
import type { CoverageType } from './coverage-types';
import type { Harvest } from './crops';
import type { Flag } from '../core/flag';

/** GET /api/modules, /api/modules-all, /api/modules/{id} and the coverage writes. */
export interface Coverage {
  id: number;
  description: string;
  coverageType: CoverageType;
  /** The crop's harvest (copied from the crop on every write). */
  harvest: Harvest | null;
  video: string | null;
  pdfDescription: string | null;
  cropId: number | null;
  cropDescription: string | null;
  /** Sancor's code of the coverage (Sancor coverages only). */
  sancorId: number | null;
  companyId: number;
  company: { id: number; name: string };
  campaignId: number | null;
  /** The spec's name of campaignId. */
  campaign_id: number | null;
  campaign: { id: number; description: string } | null;
  allowMultipleRisks: Flag;
  sortOrder: number;
}

/** A premium rate of a coverage (GET /api/modules/module-rates-pag/{id}, module-rates/{id}; POST/PUT /api/rates). */
export interface Rate {
  id: number;
  moduleId: number;
  zoneId: number;
  cropId: number;
  franchiseDeductible: string;
  /** The premium %, an exact decimal string with at least two decimals ('4.75', '4.7525'). */
  amount: string;
  description: string;
  crop: { id: number; description: string };
  zone: { id: number; description: string; provinceId: number; province: { id: number; name: string } };
}
