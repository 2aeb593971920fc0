// Reference data the forms share (provinces, zones, localities, crops, insurers, campaigns,
// coverages): the calls, and one hook each, cached for the session's screens and keyed by the
// resource they list, so a campaign or coverage edited in its screen refreshes the pickers.
// A failed load is an error the inputs show (ReferenceInput states), never an empty list.
import { useQuery } from '@tanstack/react-query';
import type { Campaign, Company, CoverageOption, Crop, Location, Province, Zone } from '../domain/reference/entity';
import { api } from './client';
import { defineMethods, resourceKey, useMethods } from './dataPath';

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

export function useProvinces() {
  const reference = useMethods(referenceApi);
  return useQuery({ queryKey: resourceKey('provinces', 'all'), queryFn: reference.provinces, staleTime: STALE_MS });
}

/** Departments of a province (none until a province is chosen). */
export function useZones(provinceId: number | undefined, companyId?: number) {
  const reference = useMethods(referenceApi);
  return useQuery({
    queryKey: resourceKey('zones', 'of-province', { provinceId, companyId }),
    queryFn: () => reference.zonesOfProvince(provinceId as number, companyId),
    enabled: provinceId !== undefined,
    staleTime: STALE_MS,
  });
}

export function useLocations(zoneId: number | undefined) {
  const reference = useMethods(referenceApi);
  return useQuery({
    queryKey: resourceKey('locations', 'of-zone', { zoneId }),
    queryFn: () => reference.locations(zoneId as number),
    enabled: zoneId !== undefined,
    staleTime: STALE_MS,
  });
}

export function useCrops() {
  const reference = useMethods(referenceApi);
  return useQuery({ queryKey: resourceKey('crops', 'all'), queryFn: reference.crops, staleTime: STALE_MS });
}

export function useCompanies() {
  const reference = useMethods(referenceApi);
  return useQuery({ queryKey: resourceKey('companies', 'all'), queryFn: reference.companies, staleTime: STALE_MS });
}

export function useUserCompanies() {
  const reference = useMethods(referenceApi);
  return useQuery({ queryKey: resourceKey('companies', 'of-user'), queryFn: reference.userCompanies, staleTime: STALE_MS });
}

export function useCampaigns() {
  const reference = useMethods(referenceApi);
  return useQuery({ queryKey: resourceKey('campaigns', 'all'), queryFn: reference.campaigns, staleTime: STALE_MS });
}

/** The coverages (the `modules` resource) the user quotes with, of one insurer when given. */
export function useCoverageOptions(companyId?: number) {
  const reference = useMethods(referenceApi);
  return useQuery({
    queryKey: resourceKey('modules', 'options', { companyId }),
    queryFn: () => reference.coverages(companyId),
    staleTime: STALE_MS,
  });
}
