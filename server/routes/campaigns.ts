import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access';
import { fillMessage } from '../../src/domain/messages';
import { CAMPAIGN_MESSAGES, campaignSchema, type CampaignData } from '../../src/domain/schemas/campaign';
import { campaigns, companies, modules } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import type { AuthUser } from '../auth/tokens';
import { forbidden, notFound, validationError } from '../http/errors';
import { likePattern, listBody, parseListQuery } from '../http/list';
import { parseBody, parseId, requireObjectBody } from '../http/validate';

export const CAMPAIGN_NOT_FOUND = 'No se encontró la campaña.';

const columns = { id: campaigns.id, description: campaigns.description, dateFrom: campaigns.dateFrom, dateTo: campaigns.dateTo };

// Campaigns have no search_text column (a handful of rows): the description is folded in SQL
// the way normalizeSearch folds the term (lower case, no accents).
const foldedDescription = sql`translate(lower(${campaigns.description}), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`;

function assertAdmin(user: AuthUser) {
  if (!isAdminLike(user)) throw forbidden();
}

async function loadCampaign(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(campaigns).where(eq(campaigns.id, id)).limit(1);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/**
 * Refuses dates that share a day with another campaign. Runs inside the write's transaction,
 * after a transaction-scoped advisory lock, so two concurrent writes cannot both pass.
 */
async function assertNoOverlap(tx: DbOrTx, data: CampaignData, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('campaigns:dates'))`);
  const [other] = await tx
    .select({ description: campaigns.description })
    .from(campaigns)
    .where(
      and(
        lte(campaigns.dateFrom, data.dateTo),
        gte(campaigns.dateTo, data.dateFrom),
        exceptId !== undefined ? ne(campaigns.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(campaigns.dateFrom))
    .limit(1);
  if (other) {
    const message = fillMessage(CAMPAIGN_MESSAGES.overlapsWith, { description: other.description });
    throw validationError({ dateFrom: [message], dateTo: [message] });
  }
}

/** Campaigns (spec 7 Campaigns): list and writes for admin/sudo; all campaigns and reads for any user. */
export async function campaignRoutes(app: FastifyInstance) {
  app.get('/api/campaigns', async (request) => {
    assertAdmin(request.user);
    const q = parseListQuery(request.query);
    const where = q.search ? sql`${foldedDescription} like ${likePattern(q.search)}` : undefined;
    const [rows, [counted]] = await Promise.all([
      app.db
        .select(columns)
        .from(campaigns)
        .where(where)
        .orderBy(desc(campaigns.dateFrom), desc(campaigns.id))
        .limit(q.perPage)
        .offset(q.offset),
      app.db.select({ total: count() }).from(campaigns).where(where),
    ]);
    return listBody('campaigns', rows, Number(counted?.total ?? 0), q);
  });

  // Every campaign, for the selects of other screens.
  app.get('/api/campaigns-all', async () => {
    const rows = await app.db.select(columns).from(campaigns).orderBy(desc(campaigns.dateFrom), desc(campaigns.id));
    return { data: { campaigns: rows } };
  });

  app.get('/api/campaigns/:id', async (request) => {
    const id = parseId((request.params as { id: string }).id);
    return { data: await loadCampaign(app.db, id) };
  });

  app.get('/api/campaigns/:id/modules', async (request) => {
    const id = parseId((request.params as { id: string }).id);
    await loadCampaign(app.db, id);
    const q = parseListQuery(request.query);
    const where = eq(modules.campaignId, id);
    const [rows, [counted]] = await Promise.all([
      app.db
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
        .limit(q.perPage)
        .offset(q.offset),
      app.db.select({ total: count() }).from(modules).where(where),
    ]);
    const list = rows.map(({ companyName, ...m }) => ({ ...m, company: { id: m.companyId, name: companyName } }));
    return listBody('modules', list, Number(counted?.total ?? 0), q);
  });

  app.post('/api/campaigns', async (request, reply) => {
    assertAdmin(request.user);
    const data = parseBody(campaignSchema, requireObjectBody(request.body));
    const id = await app.db.transaction(async (tx) => {
      await assertNoOverlap(tx, data);
      return firstRow(await tx.insert(campaigns).values(data).returning({ id: campaigns.id })).id;
    });
    return reply.status(201).send({ data: await loadCampaign(app.db, id) });
  });

  app.put('/api/campaigns/:id', async (request) => {
    assertAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    await loadCampaign(app.db, id);
    const data = parseBody(campaignSchema, requireObjectBody(request.body));
    await app.db.transaction(async (tx) => {
      await assertNoOverlap(tx, data, id);
      await tx
        .update(campaigns)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(campaigns.id, id));
    });
    return { data: await loadCampaign(app.db, id) };
  });
}
