// Reference data the forms share (provinces, zones, localities, crops, insurers, campaigns,
// coverages): the calls, and one react-query hook each, cached for the session's screens.
// A failed load is an error the inputs show (ReferenceInput states), never an empty list.
import { useQuery } from '@tanstack/react-query';
import type { Campaign, Company, CoverageOption, Crop, Location, Province, Zone } from '../domain/reference/entity';
import { api } from './client';

/** Reference data changes rarely: five minutes before a screen asks again. */
const STALE_MS = 5 * 60_000;

/** Rows of one insurer: `filter[company]` is sent, and kept here too for an API that answers every insurer's. */
const ofCompany = <T extends { companyId?: number | null }>(rows: T[], companyId?: number) =>
  companyId ? rows.filter((r) => r.companyId == null || Number(r.companyId) === companyId) : rows;

export const referenceApi = {
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
};

export const referenceKeys = {
  all: ['reference'] as const,
  provinces: () => [...referenceKeys.all, 'provinces'] as const,
  zones: (provinceId: number | undefined, companyId: number | undefined) => [...referenceKeys.all, 'zones', provinceId, companyId] as const,
  locations: (zoneId: number | undefined) => [...referenceKeys.all, 'locations', zoneId] as const,
  crops: () => [...referenceKeys.all, 'crops'] as const,
  companies: () => [...referenceKeys.all, 'companies'] as const,
  userCompanies: () => [...referenceKeys.all, 'user-companies'] as const,
  campaigns: () => [...referenceKeys.all, 'campaigns'] as const,
  coverages: (companyId?: number) => [...referenceKeys.all, 'coverages', companyId] as const,
};

export const useProvinces = () => useQuery({ queryKey: referenceKeys.provinces(), queryFn: referenceApi.provinces, staleTime: STALE_MS });

/** Departments of a province (none until a province is chosen). */
export const useZones = (provinceId: number | undefined, companyId?: number) =>
  useQuery({
    queryKey: referenceKeys.zones(provinceId, companyId),
    queryFn: () => referenceApi.zonesOfProvince(provinceId as number, companyId),
    enabled: provinceId !== undefined,
    staleTime: STALE_MS,
  });

export const useLocations = (zoneId: number | undefined) =>
  useQuery({
    queryKey: referenceKeys.locations(zoneId),
    queryFn: () => referenceApi.locations(zoneId as number),
    enabled: zoneId !== undefined,
    staleTime: STALE_MS,
  });

export const useCrops = () => useQuery({ queryKey: referenceKeys.crops(), queryFn: referenceApi.crops, staleTime: STALE_MS });
export const useCompanies = () => useQuery({ queryKey: referenceKeys.companies(), queryFn: referenceApi.companies, staleTime: STALE_MS });
export const useUserCompanies = () =>
  useQuery({ queryKey: referenceKeys.userCompanies(), queryFn: referenceApi.userCompanies, staleTime: STALE_MS });
export const useCampaigns = () => useQuery({ queryKey: referenceKeys.campaigns(), queryFn: referenceApi.campaigns, staleTime: STALE_MS });
export const useCoverageOptions = (companyId?: number) =>
  useQuery({ queryKey: referenceKeys.coverages(companyId), queryFn: () => referenceApi.coverages(companyId), staleTime: STALE_MS });
