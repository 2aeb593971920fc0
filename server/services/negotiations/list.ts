// GET /api/negotiations: the quotations list (filter[is_confirmed]=1) and the requests list
// (filter[state]=solicitud, filter[is_confirmed]=0), newest first, each viewer seeing what the
// owners rule gives it. A page is one query plus one for its risks; the count is one more.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NegotiationListItem } from '../../../src/domain/entities/negotiation';
import type { DbOrTx } from '../../db/client';
import { clients, crops, negotiations, risks, users, zones } from '../../db/schema';
import { likePattern, searchWords } from '../../http/list';
import type { Viewer } from '../clients';
import { visibleNegotiationsWhere } from './visibility';

export interface NegotiationFilter {
  search: string;
  isConfirmed?: 0 | 1;
  userId?: number;
  state?: string;
}

/**
 * Every word must appear in the client (last name, name, CUIT, e-mail, insured code), in the
 * producer or be the negotiation's number: each through its table's trigram index.
 */
function searchWhere(search: string): SQL | undefined {
  const words = searchWords(search);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const like = likePattern(w);
      const number = /^\d{1,9}$/.test(w) ? sql` or ${negotiations.number} = ${Number(w)}` : sql``;
      return sql`(${negotiations.clientId} in (select c.id from clients c where c.search_text like ${like}) or ${negotiations.userId} in (select u.id from users u where u.search_text like ${like})${number})`;
    }),
  );
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function queryNegotiations(
  db: DbOrTx,
  viewer: Viewer,
  filter: NegotiationFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: NegotiationListItem[]; total: number }> {
  const where = and(
    visibleNegotiationsWhere(viewer),
    filter.isConfirmed !== undefined ? eq(negotiations.isConfirmed, filter.isConfirmed) : undefined,
    filter.userId !== undefined ? eq(negotiations.userId, filter.userId) : undefined,
    filter.state !== undefined ? eq(negotiations.state, filter.state) : undefined,
    searchWhere(filter.search),
  );
  const [pageRows, [totalRow]] = await Promise.all([
    db
      .select({
        n: {
          id: negotiations.id,
          number: negotiations.number,
          createdAt: negotiations.createdAt,
          state: negotiations.state,
          type: negotiations.type,
          isConfirmed: negotiations.isConfirmed,
          paymentMethodId: negotiations.paymentMethodId,
          rateOptionId: negotiations.rateOptionId,
        },
        user: { id: users.id, name: users.name, lastname: users.lastname, deletedAt: users.deletedAt },
        client: { id: clients.id, name: clients.name, lastname: clients.lastname, cuit: clients.cuit, deletedAt: clients.deletedAt },
      })
      .from(negotiations)
      .innerJoin(users, eq(users.id, negotiations.userId))
      .innerJoin(clients, eq(clients.id, negotiations.clientId))
      .where(where)
      .orderBy(desc(negotiations.createdAt), desc(negotiations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(negotiations).where(where),
  ]);
  const ids = pageRows.map((r) => r.n.id);
  const riskRows = ids.length
    ? await db
        .select({ negotiationId: risks.negotiationId, id: risks.id, zone: zones.description, crop: crops.description })
        .from(risks)
        .leftJoin(zones, eq(zones.id, risks.zoneId))
        .innerJoin(crops, eq(crops.id, risks.cropId))
        .where(inArray(risks.negotiationId, ids))
        .orderBy(asc(risks.id))
    : [];
  const risksOf = new Map<number, NegotiationListItem['risks']>();
  for (const r of riskRows) {
    const list = risksOf.get(r.negotiationId) ?? [];
    list.push({ id: r.id, zone: r.zone, crop: r.crop });
    risksOf.set(r.negotiationId, list);
  }
  return {
    total: Number(totalRow?.n ?? 0),
    rows: pageRows.map(({ n, user, client }): NegotiationListItem => ({
      id: n.id,
      number: n.number,
      createdAt: new Date(n.createdAt).toISOString(),
      state: n.state as NegotiationListItem['state'],
      type: n.type as NegotiationListItem['type'],
      isConfirmed: n.isConfirmed === 1 ? 1 : 0,
      paymentMethodId: n.paymentMethodId,
      rateOptionId: n.rateOptionId,
      user: { ...user, deletedAt: iso(user.deletedAt) },
      client: { ...client, deletedAt: iso(client.deletedAt) },
      risks: risksOf.get(n.id) ?? [],
    })),
  };
}
