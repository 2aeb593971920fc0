// Campaigns (docs/rules/campaigns.md) as the API answers them.
import type { CoverageType } from '../coverages/coverage-types';

/** GET /api/campaigns, /api/campaigns-all, /api/campaigns/{id}. */
export interface Campaign {
  id: number;
  description: string;
  /** 'YYYY-MM-DD' */
  dateFrom: string;
  dateTo: string;
}

/** An item of GET /api/campaigns/{id}/modules: a coverage of the campaign. */
export interface CampaignCoverage {
  id: number;
  description: string;
  coverageType: CoverageType;
  companyId: number;
  campaignId: number | null;
  company: { id: number; name: string };
}
