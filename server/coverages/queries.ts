// Coverages (modules): the reads and the API shape (src/domain/coverages/entity.ts).
import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access/access';
import { COMPANIES } from '../../src/domain/coverages/companies';
import type { Coverage } from '../../src/domain/coverages/entity';
import type { CoverageOption } from '../../src/domain/reference/entity';
import { isoDateInArgentina } from '../../src/domain/core/format';
import type { AuthUser } from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { campaigns, companies, crops, modules, userCompanies } from '../db/schema';
import { notFound } from '../http/errors';
import { matchAllWords, readPage } from '../http/list';

export const MODULE_NOT_FOUND = 'No se encontró la cobertura.';

const moduleColumns = {
  id: modules.id,
  description: modules.description,
  coverageType: modules.coverageType,
  harvest: modules.harvest,
  video: modules.video,
  pdfDescription: modules.pdfDescription,
  cropId: modules.cropId,
  cropDescription: crops.description,
  sancorId: modules.sancorId,
  companyId: modules.companyId,
  companyName: companies.name,
  campaignId: modules.campaignId,
  campaignDescription: campaigns.description,
  allowMultipleRisks: modules.allowMultipleRisks,
  sortOrder: modules.sortOrder,
};

type ModuleRow = Awaited<ReturnType<typeof moduleQuery>>[number];

function serializeModule(m: ModuleRow): Coverage {
  return {
    id: m.id,
    description: m.description,
    coverageType: m.coverageType,
    harvest: m.harvest,
    video: m.video,
    pdfDescription: m.pdfDescription,
    cropId: m.cropId,
    cropDescription: m.cropDescription,
    sancorId: m.sancorId,
    companyId: m.companyId,
    company: { id: m.companyId, name: m.companyName },
    campaignId: m.campaignId,
    campaign_id: m.campaignId,
    // the campaign of a campaignId always exists (foreign key)
    campaign: m.campaignId === null ? null : { id: m.campaignId, description: m.campaignDescription ?? '' },
    allowMultipleRisks: m.allowMultipleRisks,
    sortOrder: m.sortOrder,
  };
}

const moduleOrder = [asc(modules.companyId), asc(modules.sortOrder), asc(modules.description), asc(modules.id)];

function moduleQuery(db: DbOrTx, where?: SQL) {
  return db
    .select(moduleColumns)
    .from(modules)
    .innerJoin(companies, eq(companies.id, modules.companyId))
    .leftJoin(crops, eq(crops.id, modules.cropId))
    .leftJoin(campaigns, eq(campaigns.id, modules.campaignId))
    .where(where);
}

export interface ModuleFilter {
  search?: string;
  companyId?: number;
  campaignId?: number;
}

const moduleWhere = (f: ModuleFilter) =>
  and(
    matchAllWords(modules.searchText, f.search ?? ''),
    f.companyId !== undefined ? eq(modules.companyId, f.companyId) : undefined,
    f.campaignId !== undefined ? eq(modules.campaignId, f.campaignId) : undefined,
  );

/** A page of coverages (insurer, sort order, description) and the total. */
export function queryModules(db: DbOrTx, f: ModuleFilter, page: { limit: number; offset: number }) {
  const where = moduleWhere(f);
  return readPage<Coverage>(db, {
    rows: async () =>
      (
        await moduleQuery(db, where)
          .orderBy(...moduleOrder)
          .limit(page.limit)
          .offset(page.offset)
      ).map(serializeModule),
    count: async () => (await db.select({ n: count() }).from(modules).where(where))[0]?.n ?? 0,
  });
}

/** Every coverage, for the quotation forms and other screens. */
export async function allModules(db: DbOrTx): Promise<Coverage[]> {
  return (await moduleQuery(db).orderBy(...moduleOrder)).map(serializeModule);
}

export async function loadModule(db: DbOrTx, id: number): Promise<Coverage> {
  const [row] = await moduleQuery(db, eq(modules.id, id)).limit(1);
  if (!row) throw notFound(MODULE_NOT_FOUND);
  return serializeModule(row);
}

/**
 * A page of the coverages a user may quote (GET /api/coverages): those of the current campaign
 * (today in Argentina) of its insurers (admin/sudo: all), optionally of one insurer.
 */
export async function queryCurrentCoverages(
  db: DbOrTx,
  user: AuthUser,
  f: { companyId?: number; search: string },
  page: { limit: number; offset: number },
) {
  const own = isAdminLike(user)
    ? COMPANIES.map((c) => c.id as number)
    : (await db.select({ id: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, user.id))).map((r) => r.id);
  const today = isoDateInArgentina();
  const where = and(
    lte(campaigns.dateFrom, today),
    gte(campaigns.dateTo, today),
    own.length ? inArray(modules.companyId, own) : sql`false`,
    f.companyId !== undefined ? eq(modules.companyId, f.companyId) : undefined,
    matchAllWords(modules.searchText, f.search),
  );
  return readPage<CoverageOption>(db, {
    rows: () =>
      db
        .select({
          id: modules.id,
          description: modules.description,
          coverageType: modules.coverageType,
          harvest: modules.harvest,
          cropId: modules.cropId,
          companyId: modules.companyId,
          company: { id: companies.id, name: companies.name },
          campaignId: modules.campaignId,
          sortOrder: modules.sortOrder,
          sancorId: modules.sancorId,
          video: modules.video,
          pdfDescription: modules.pdfDescription,
          allowMultipleRisks: modules.allowMultipleRisks,
        })
        .from(modules)
        .innerJoin(campaigns, eq(campaigns.id, modules.campaignId))
        .innerJoin(companies, eq(companies.id, modules.companyId))
        .where(where)
        .orderBy(...moduleOrder)
        .limit(page.limit)
        .offset(page.offset),
    count: async () =>
      (await db.select({ n: count() }).from(modules).innerJoin(campaigns, eq(campaigns.id, modules.campaignId)).where(where))[0]?.n ?? 0,
  });
}
