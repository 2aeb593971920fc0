// Reference data the forms share (provinces, zones, localities, crops, insurers, campaigns,
// coverages): the calls, and one hook each, cached for the session's screens and keyed by the
// resource they list, so a campaign or coverage edited in its screen refreshes the pickers.
// A failed load is an error the inputs show (ReferenceInput states), never an empty list.
import type { Campaign, Company, CoverageOption, Crop, Location, Province, Zone } from '../domain/reference/entity';
import { api } from './client';
import { defineMethods, useResourceQuery } from './dataPath';

/** Reference data changes rarely: five minutes before a screen asks again. */
const STALE_MS = 5 * 60_000;

/** Rows of one insurer: `filter[company]` is sent, and kept here too for an API that answers every insurer's. */
const ofCompany = <T extends { companyId?: number | null }>(rows: T[], companyId?: number) =>
  companyId ? rows.filter((r) => r.companyId == null || Number(r.companyId) === companyId) : rows;

export const referenceApi = defineMethods('reference', {
  provinces: async () => (await api.list<'provinces', Province>('provinces', 'provinces')).rows,
  /** Departments of a province, of one insurer when given (GET /api/zones/provinces/{id}?filter[company]). */
  zonesOfProvince: async (provinceId: number, companyId?: number) =>
    ofCompany(
      (await api.list<'zones', Zone>(`zones/provinces/${provinceId}`, 'zones', companyId ? { 'filter[company]': companyId } : undefined))
        .rows,
      companyId,
    ),
  /** Localities of a department with their postal codes (GET /api/locations/{zoneId}). */
  locations: async (zoneId: number) => (await api.list<'sancor_location', Location>(`locations/${zoneId}`, 'sancor_location')).rows,
  crops: async () => (await api.list<'crops', Crop>('crops', 'crops')).rows,
  companies: async () => (await api.list<'companies', Company>('companies', 'companies')).rows,
  /** The insurers the signed-in user quotes with. */
  userCompanies: async () => (await api.list<'companies', Company>('user-companies', 'companies')).rows,
  /** Every campaign, newest first (GET /api/campaigns-all). */
  campaigns: async () => (await api.list<'campaigns', Campaign>('campaigns-all', 'campaigns')).rows,
  /** Coverages of the current campaign and the user's insurers (GET /api/coverages, 50: the spec's call). */
  coverages: async (companyId?: number) =>
    ofCompany(
      (
        await api.list<'coverages', CoverageOption>('coverages', 'coverages', {
          perPage: 50,
          ...(companyId ? { 'filter[company]': companyId } : {}),
        })
      ).rows,
      companyId,
    ),
});

const cached = { staleTime: STALE_MS };

export const useProvinces = () => useResourceQuery(referenceApi, ['provinces', 'all'], (r) => r.provinces(), cached);

/** Departments of a province (none until a province is chosen). */
export const useZones = (provinceId: number | undefined, companyId?: number) =>
  useResourceQuery(
    referenceApi,
    ['zones', 'of-province', { provinceId, companyId }],
    (r) => r.zonesOfProvince(provinceId as number, companyId),
    {
      ...cached,
      enabled: provinceId !== undefined,
    },
  );

export const useLocations = (zoneId: number | undefined) =>
  useResourceQuery(referenceApi, ['locations', 'of-zone', { zoneId }], (r) => r.locations(zoneId as number), {
    ...cached,
    enabled: zoneId !== undefined,
  });

export const useCrops = () => useResourceQuery(referenceApi, ['crops', 'all'], (r) => r.crops(), cached);
export const useCompanies = () => useResourceQuery(referenceApi, ['companies', 'all'], (r) => r.companies(), cached);
export const useUserCompanies = () => useResourceQuery(referenceApi, ['companies', 'of-user'], (r) => r.userCompanies(), cached);
export const useCampaigns = () => useResourceQuery(referenceApi, ['campaigns', 'all'], (r) => r.campaigns(), cached);
/** The coverages (the `modules` resource) the user quotes with, of one insurer when given. */
export const useCoverageOptions = (companyId?: number) =>
  useResourceQuery(referenceApi, ['modules', 'options', { companyId }], (r) => r.coverages(companyId), cached);
