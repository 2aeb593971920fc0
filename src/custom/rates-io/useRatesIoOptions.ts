import { useCampaigns, useCompanies } from '../../api/reference';
import { currentCampaign } from '../../domain/campaigns/rules';
import type { Campaign } from '../../domain/reference/entity';

/** The campaign in course today, else the latest one. */
export function defaultCampaign(campaigns: readonly Campaign[], today?: string): Campaign | undefined {
  return currentCampaign(campaigns, today) ?? [...campaigns].sort((a, b) => b.dateFrom.localeCompare(a.dateFrom))[0];
}

/** The campaigns and insurers of the import and export selects (null campaigns while loading). */
export function useRatesIoOptions() {
  const campaigns = useCampaigns();
  const companies = useCompanies();
  return {
    campaigns: campaigns.data ?? null,
    companies: companies.data ?? [],
    campaignsFailed: campaigns.isError,
  };
}
