// Campaigns (docs/rules/campaigns.md): reads for every screen, writes for admin
// and sudo, each in one transaction recorded in the audit log.
import { and, asc, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { overlapMessage } from '../../src/domain/campaigns/rules';
import type { Campaign, CampaignCoverage } from '../../src/domain/campaigns/entity';
import type { CampaignData } from '../../src/domain/campaigns/schema';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { campaigns, companies, modules } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { foldedSql, matchAllWords, readPage } from '../http/list';
import { recordChange } from '../db/audit';

export const CAMPAIGN_NOT_FOUND = 'No se encontró la campaña.';

const columns = { id: campaigns.id, description: campaigns.description, dateFrom: campaigns.dateFrom, dateTo: campaigns.dateTo };
const newestFirst = [desc(campaigns.dateFrom), desc(campaigns.id)];

export async function loadCampaign(db: DbOrTx, id: number): Promise<Campaign> {
  const [row] = await db.select(columns).from(campaigns).where(eq(campaigns.id, id)).limit(1);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/** A page of campaigns, newest first; the search looks in the description (a handful of rows: folded in SQL). */
export function queryCampaigns(db: DbOrTx, q: { search: string; limit: number; offset: number }) {
  const where = matchAllWords(foldedSql(campaigns.description), q.search);
  return readPage<Campaign>(db, {
    rows: () =>
      db
        .select(columns)
        .from(campaigns)
        .where(where)
        .orderBy(...newestFirst)
        .limit(q.limit)
        .offset(q.offset),
    count: async () => (await db.select({ n: count() }).from(campaigns).where(where))[0]?.n ?? 0,
  });
}

/** Every campaign, newest first, for the selects of other screens. */
export const allCampaigns = (db: DbOrTx): Promise<Campaign[]> =>
  db
    .select(columns)
    .from(campaigns)
    .orderBy(...newestFirst);

/** A page of a campaign's coverages, by insurer and order (404 for an unknown campaign). */
export async function queryCampaignCoverages(db: DbOrTx, campaignId: number, page: { limit: number; offset: number }) {
  await loadCampaign(db, campaignId);
  const where = eq(modules.campaignId, campaignId);
  const { rows, total } = await readPage(db, {
    rows: () =>
      db
        .select({
          id: modules.id,
          description: modules.description,
          coverageType: modules.coverageType,
          companyId: modules.companyId,
          campaignId: modules.campaignId,
          companyName: companies.name,
        })
        .from(modules)
        .innerJoin(companies, eq(companies.id, modules.companyId))
        .where(where)
        .orderBy(asc(modules.companyId), asc(modules.sortOrder), asc(modules.id))
        .limit(page.limit)
        .offset(page.offset),
    count: async () => (await db.select({ n: count() }).from(modules).where(where))[0]?.n ?? 0,
  });
  return {
    rows: rows.map(({ companyName, ...m }): CampaignCoverage => ({ ...m, company: { id: m.companyId, name: companyName } })),
    total,
  };
}

/**
 * Refuses dates that share a day with another campaign. Runs inside the write's transaction,
 * after a transaction-scoped advisory lock, so two concurrent writes cannot both pass.
 */
async function assertNoOverlap(tx: DbOrTx, data: CampaignData, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('campaigns:dates'))`);
  const others = await tx
    .select({ description: campaigns.description })
    .from(campaigns)
    .where(
      and(
        lte(campaigns.dateFrom, data.dateTo),
        gte(campaigns.dateTo, data.dateFrom),
        exceptId !== undefined ? ne(campaigns.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(campaigns.dateFrom));
  if (others.length) {
    const message = overlapMessage(others.map((o) => o.description));
    throw validationError({ dateFrom: [message], dateTo: [message] });
  }
}

export async function createCampaign(db: Db, actor: AuthUser, data: CampaignData): Promise<Campaign> {
  return db.transaction(async (tx) => {
    await assertNoOverlap(tx, data);
    const { id } = firstRow(await tx.insert(campaigns).values(data).returning({ id: campaigns.id }));
    const created = await loadCampaign(tx, id);
    await recordChange(tx, actor.id, { entity: 'campaigns', entityId: id, action: 'create', after: created });
    return created;
  });
}

export async function updateCampaign(db: Db, actor: AuthUser, id: number, data: CampaignData): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const before = await loadCampaign(tx, id);
    await assertNoOverlap(tx, data, id);
    await tx
      .update(campaigns)
      .set({ ...data, updatedAt: new Date() })
      .where(eq(campaigns.id, id));
    const after = await loadCampaign(tx, id);
    await recordChange(tx, actor.id, { entity: 'campaigns', entityId: id, action: 'update', before, after });
    return after;
  });
}
