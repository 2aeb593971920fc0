import { useGetList } from 'react-admin';

// Unpaged reference lists: the API answers every row when no perPage is sent.
const UNPAGED = { perPage: undefined, page: undefined, currentPage: undefined };
const ALL = { page: 1, perPage: 1000 };

export interface CropChoice {
  id: number;
  description: string;
  harvest: string;
}

/** Crops (GET /api/crops). */
export function useCrops() {
  return useGetList<CropChoice>('crops', { pagination: ALL, meta: { query: UNPAGED } });
}

/** Insurers (GET /api/companies). */
export function useCompanies() {
  return useGetList<{ id: number; name: string }>('companies', { pagination: ALL, meta: { query: UNPAGED } });
}

/** Every campaign (GET /api/campaigns-all). */
export function useAllCampaigns() {
  return useGetList<{ id: number; description: string }>('campaigns', {
    pagination: ALL,
    meta: { path: 'campaigns-all', key: 'campaigns', query: UNPAGED },
  });
}

/** Provinces (GET /api/provinces). */
export function useProvinces() {
  return useGetList<{ id: number; name: string }>('provinces', { pagination: ALL, meta: { query: UNPAGED } });
}

/** Departments of a province for an insurer (GET /api/zones/provinces/{id}?filter[company]=..). */
export function useProvinceZones(provinceId: number | string | null | undefined, companyId: number | undefined) {
  return useGetList<{ id: number; description: string }>(
    'zones',
    {
      pagination: ALL,
      filter: companyId ? { company: companyId } : {},
      meta: { path: `zones/provinces/${provinceId}`, key: 'zones', query: UNPAGED },
    },
    { enabled: !!provinceId },
  );
}
