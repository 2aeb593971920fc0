// The calls of the screen, over the app's data provider (errors as react-admin HttpError).
import type { AppDataProvider } from '../../dataProvider';
import { currentCampaign } from '../../domain/campaign';
import type { CoverageChoice, CoverageLink } from './types';

type Row = Record<string, any>;

export const linksPath = (userId: number, coverageId?: number) =>
  coverageId === undefined ? `users/${userId}/coverages` : `users/${userId}/coverages/${coverageId}`;

export async function loadLinks(dp: AppDataProvider, userId: number): Promise<CoverageLink[]> {
  const body = await dp.request<{ data: { coverages: CoverageLink[] } }>(linksPath(userId));
  return body.data?.coverages ?? [];
}

/** Insurer ids of a user: the signed-in profile's, or GET /api/users/{id}; null when unknown. */
export async function loadUserCompanies(dp: AppDataProvider, userId: number, self: { id: number; companies?: unknown[] | null }) {
  if (userId === self.id) return (self.companies ?? []).map(Number);
  try {
    const body = await dp.request<{ data: { companies?: unknown[] } }>(`users/${userId}`);
    return Array.isArray(body.data?.companies) ? body.data.companies.map(Number) : null;
  } catch {
    return null;
  }
}

const PAGE = 100;

/** Coverages of the campaign running today (every page of GET /api/campaigns/{id}/modules). */
export async function loadCurrentCoverages(dp: AppDataProvider): Promise<CoverageChoice[]> {
  const all = await dp.request<{ data: { campaigns: { id: number; dateFrom: string; dateTo: string }[] } }>('campaigns-all');
  const campaign = currentCampaign(all.data?.campaigns ?? []);
  if (!campaign) return [];
  const out: CoverageChoice[] = [];
  for (let page = 1; ; page++) {
    const body = await dp.request<{ data: { modules: Row[] }; meta: { total: number } }>(`campaigns/${campaign.id}/modules`, {
      query: { perPage: PAGE, page },
    });
    const rows = body.data?.modules ?? [];
    out.push(
      ...rows.map((m) => ({
        id: m.id,
        description: m.description,
        companyId: m.company?.id ?? m.companyId,
        companyName: m.company?.name ?? '',
      })),
    );
    if (rows.length < PAGE || out.length >= Number(body.meta?.total ?? 0)) return out;
  }
}
