import type { Identifier } from 'react-admin';
import type { CoverageType } from '../../domain/constants';

export interface Campaign {
  id: Identifier;
  description: string;
  /** 'YYYY-MM-DD' */
  dateFrom: string;
  dateTo: string;
}

/** A coverage of a campaign (GET /api/campaigns/{id}/modules). */
export interface CampaignModule {
  id: number;
  description: string;
  coverageType: CoverageType;
  company: { id: number; name: string };
}
