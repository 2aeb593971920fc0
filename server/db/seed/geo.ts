// Insurers, the 24 provinces and the zones (departments, one set per insurer) with their localities.

import type { DbOrTx } from '../client';
import { companies, locations, provinces, zones } from '../schema';
import geo from './data/geo.json' with { type: 'json' };
import { insertMany, normalizeSearch } from './util';

export const COMPANY_SANCOR = 1;
export const COMPANY_SAN_CRISTOBAL = 2;
export const SEED_COMPANIES = [COMPANY_SANCOR, COMPANY_SAN_CRISTOBAL] as const;

export interface SeedZone {
  id: number;
  companyId: number;
  provinceId: number;
  provinceName: string;
  code: string;
  description: string;
  /** [locality, postal code] */
  localities: [string, string][];
  /** ids of its rows in locations, in the order of `localities` */
  locationIds: number[];
}

export interface GeoResult {
  provinceNames: Map<number, string>;
  zones: SeedZone[];
  /** zone of (company, department code) */
  zoneByCode: Map<string, SeedZone>;
  zoneCount: number;
  locationCount: number;
}

export const zoneKey = (companyId: number, code: string) => `${companyId}:${code}`;

interface GeoFile {
  provinces: { id: number; name: string }[];
  departments: Record<string, { code: string; name: string; localities: string[][] }[]>;
}

export async function seedGeo(db: DbOrTx): Promise<GeoResult> {
  const data = geo as GeoFile;
  await db.insert(companies).values([
    { id: COMPANY_SANCOR, name: 'Sancor' },
    { id: COMPANY_SAN_CRISTOBAL, name: 'San Cristobal' },
  ]);
  await db.insert(provinces).values(data.provinces.map((p) => ({ id: p.id, name: p.name })));
  const provinceNames = new Map(data.provinces.map((p) => [p.id, p.name]));

  // Departments in province id order, then by name; company 1's set first, then company 2's.
  const departments = Object.entries(data.departments)
    .map(([pid, deps]) => ({ provinceId: Number(pid), deps }))
    .sort((a, b) => a.provinceId - b.provinceId);
  const seedZones: SeedZone[] = [];
  let zoneId = 0;
  for (const companyId of SEED_COMPANIES) {
    for (const { provinceId, deps } of departments) {
      for (const d of deps) {
        seedZones.push({
          id: ++zoneId,
          companyId,
          provinceId,
          provinceName: provinceNames.get(provinceId)!,
          code: d.code,
          description: d.name,
          localities: d.localities.map((l) => [l[0], l[1]] as [string, string]),
          locationIds: [],
        });
      }
    }
  }
  await insertMany(
    db,
    zones,
    seedZones.map((z) => ({
      id: z.id,
      description: z.description,
      provinceId: z.provinceId,
      companyId: z.companyId,
      code: z.code,
      searchText: normalizeSearch(`${z.description} ${z.provinceName}`),
    })),
  );
  const locationRows: (typeof locations.$inferInsert)[] = [];
  let locationId = 0;
  for (const z of seedZones) {
    for (const [description, zipCode] of z.localities) {
      locationRows.push({ id: ++locationId, zoneId: z.id, description, zipCode });
      z.locationIds.push(locationId);
    }
  }
  await insertMany(db, locations, locationRows);

  return {
    provinceNames,
    zones: seedZones,
    zoneByCode: new Map(seedZones.map((z) => [zoneKey(z.companyId, z.code), z])),
    zoneCount: seedZones.length,
    locationCount: locationRows.length,
  };
}
