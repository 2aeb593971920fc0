// Reference data the forms share (docs/rules/coverages.md#datos-de-referencia): provinces,
// zones (departments, one per insurer), localities, crops, insurers. Reads only.
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access/access';
import type { Company, Crop, Location, Province, Zone } from '../../src/domain/reference/entity';
import type { AuthUser } from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { compareSpanish } from '../../src/domain/core/text';
import { companies, crops, locations, provinces, userCompanies, zones } from '../db/schema';
import { notFound } from '../http/errors';
import { matchAllWords, readPage } from '../http/list';

export const PROVINCE_NOT_FOUND = 'No se encontró la provincia.';
export const ZONE_NOT_FOUND = 'No se encontró el departamento.';

const provinceColumns = { id: provinces.id, name: provinces.name };

/** Every province, in Spanish order ('Córdoba' before 'Corrientes'). */
export const listProvinces = async (db: DbOrTx): Promise<Province[]> =>
  (await db.select(provinceColumns).from(provinces)).sort((a, b) => compareSpanish(a.name, b.name) || a.id - b.id);

export async function loadProvince(db: DbOrTx, id: number): Promise<Province> {
  const [row] = await db.select(provinceColumns).from(provinces).where(eq(provinces.id, id));
  if (!row) throw notFound(PROVINCE_NOT_FOUND);
  return row;
}

export interface ZoneFilter {
  companyId?: number;
  provinceId?: number;
  search: string;
}

/** Zones by insurer, province and search (every word in search_text), by name; a page, or all of them without one. */
export async function queryZones(
  db: DbOrTx,
  f: ZoneFilter,
  page?: { limit: number; offset: number },
): Promise<{ rows: Zone[]; total: number }> {
  const where: SQL | undefined = and(
    f.companyId !== undefined ? eq(zones.companyId, f.companyId) : undefined,
    f.provinceId !== undefined ? eq(zones.provinceId, f.provinceId) : undefined,
    matchAllWords(zones.searchText, f.search),
  );
  const base = db
    .select({
      id: zones.id,
      description: zones.description,
      provinceId: zones.provinceId,
      companyId: zones.companyId,
      provinceName: provinces.name,
    })
    .from(zones)
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .where(where)
    .orderBy(asc(zones.description), asc(zones.id));
  const read = page
    ? await readPage(db, {
        rows: () => base.limit(page.limit).offset(page.offset),
        count: async () => (await db.select({ n: count() }).from(zones).where(where))[0]?.n ?? 0,
      })
    : await base.then((rows) => ({ rows, total: rows.length }));
  return {
    rows: read.rows.map((z): Zone => ({
      id: z.id,
      description: z.description,
      provinceId: z.provinceId,
      province: { id: z.provinceId, name: z.provinceName },
      companyId: z.companyId,
    })),
    total: read.total,
  };
}

export async function listCrops(db: DbOrTx): Promise<Crop[]> {
  const rows = await db.select().from(crops).orderBy(asc(crops.id));
  return rows.map((c) => ({ id: c.id, description: c.description, harvest: c.harvest, allowDoubleCrop: c.allowDoubleCrop ? 1 : 0 }));
}

const companyColumns = { id: companies.id, name: companies.name };

export const listCompanies = (db: DbOrTx): Promise<Company[]> => db.select(companyColumns).from(companies).orderBy(asc(companies.id));

/** The insurers a user quotes with (admin/sudo: all). */
export async function companiesOfUser(db: DbOrTx, user: AuthUser): Promise<Company[]> {
  if (isAdminLike(user)) return listCompanies(db);
  return db
    .select(companyColumns)
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(eq(userCompanies.userId, user.id))
    .orderBy(asc(companies.id));
}

/** The localities of a zone with their postal codes, in the insurer's 'sancor_location' shape. */
export async function locationsOfZone(db: DbOrTx, zoneId: number): Promise<Location[]> {
  const [zone] = await db.select({ description: zones.description }).from(zones).where(eq(zones.id, zoneId));
  if (!zone) throw notFound(ZONE_NOT_FOUND);
  const rows = await db
    .select({ id: locations.id, description: locations.description, zipCode: locations.zipCode })
    .from(locations)
    .where(eq(locations.zoneId, zoneId))
    .orderBy(asc(locations.id));
  rows.sort((a, b) => compareSpanish(a.description, b.description));
  return rows.map((l) => ({ cityId: l.id, cityDescription: l.description, zoneDescription: zone.description, zipCode: l.zipCode }));
}
