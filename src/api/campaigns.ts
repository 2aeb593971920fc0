// Campaigns' calls beyond react-admin's `campaigns` resource (docs/rules/campaigns.md): the coverages of a campaign. The list of every campaign is reference data
// (src/api/reference.ts, useCampaigns).
import { currentCampaign } from '../domain/campaigns/rules';
import { api } from './client';
import { defineMethods, useResourceQuery } from './dataPath';
import { listSource } from './mapping';
import { referenceApi } from './reference';
import type { CampaignCoverage } from '../domain/campaigns/entity';

type Id = number | string;

/** The API's largest page. */
const PAGE = 100;

export const campaignsApi = defineMethods('campaigns', {
  /** Every coverage of a campaign: each page of GET /api/campaigns/{id}/modules. */
  async allCoverages(campaignId: Id): Promise<CampaignCoverage[]> {
    const out: CampaignCoverage[] = [];
    for (let page = 1; ; page++) {
      const { rows, total } = await api.list<'modules', CampaignCoverage>(`campaigns/${campaignId}/modules`, 'modules', {
        perPage: PAGE,
        page,
      });
      out.push(...rows);
      if (rows.length < PAGE || out.length >= total) return out;
    }
  },

  /** The coverages of the campaign running today (none without one). */
  async currentCoverages(): Promise<CampaignCoverage[]> {
    const campaign = currentCampaign(await referenceApi.campaigns());
    return campaign ? campaignsApi.allCoverages(campaign.id) : [];
  },
});

export const campaignLists = {
  /** GET /api/campaigns/{id}/modules, paged: the campaign screen's table. */
  coverages: (campaignId: Id) => listSource('modules', `campaigns/${campaignId}/modules`, 'modules'),
};

/** Coverages (the `modules` resource) of the campaign running today. */
export const useCurrentCampaignCoverages = () =>
  useResourceQuery(campaignsApi, ['modules', 'current-campaign'], (c) => c.currentCoverages());
