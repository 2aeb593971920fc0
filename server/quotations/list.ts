// GET /api/negotiations: the quotations list (filter[is_confirmed]=1) and the requests list
// (filter[state]=solicitud, filter[is_confirmed]=0), newest first, each viewer seeing what the
// owners rule gives it. A page is its ids (walking the order index, nothing joined) and then the
// rows of those ids with their risks (a named statement, planned once per connection); the count
// runs beside them (from the maintained counts when there is no search).
import { and, count, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { NegotiationListItem } from '../../src/domain/quotations/entity';
import type { DbOrTx } from '../db/client';
import { namedStatement } from '../db/named';
import { readOnce, type DataVersions } from '../db/versions';
import { clients, crops, negotiationCounts, negotiations, risks, users, zones } from '../db/schema';
import { likePattern, searchWords } from '../http/list';
import { visibleOwners, type Viewer } from '../clients/service';
import { visibleNegotiationsWhere } from './visibility';
import { readAll } from '../db/concurrent';

export interface NegotiationFilter {
  search: string;
  isConfirmed?: 0 | 1;
  userId?: number;
  state?: string;
}

/** Above this many matching clients (or producers) a word is matched by a subquery instead of a list of ids. */
const IDS_UP_TO = 5000;

/** `column = any('{1,2,3}')`: a list of ids in one parameter, which PostgreSQL looks up through the column's index. */
const inIds = (column: AnyColumn, ids: readonly number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::integer[])`;

/** A word's negotiation number, when the word can be one. */
const numberOf = (word: string) => (/^\d{1,9}$/.test(word) ? Number(word) : undefined);

interface WordMatch {
  word: string;
  like: string;
  clientIds: number[];
  userIds: number[];
}

/**
 * The clients and producers a word appears in (trigram indexes), up to IDS_UP_TO + 1 of each; read
 * again only when the 'clients' counter moved (it counts clients and users: server/db/versions.ts).
 */
function wordMatch(db: DbOrTx, word: string, version: number | undefined): Promise<WordMatch> {
  const read = () => readWordMatch(db, word);
  return version === undefined ? read() : readOnce(db, 'negotiation search words', version, word, read, WORDS_KEPT);
}

/** Words whose matches each process keeps (each up to twice IDS_UP_TO ids). */
const WORDS_KEPT = 500;

async function readWordMatch(db: DbOrTx, word: string): Promise<WordMatch> {
  const like = likePattern(word);
  const [clientRows, userRows] = await readAll(db, [
    () =>
      db
        .select({ id: clients.id })
        .from(clients)
        .where(sql`${clients.searchText} like ${like}`)
        .limit(IDS_UP_TO + 1),
    () =>
      db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.searchText} like ${like}`)
        .limit(IDS_UP_TO + 1),
  ]);
  return { word, like, clientIds: clientRows.map((r) => r.id), userIds: userRows.map((r) => r.id) };
}

/** One word: its clients, its producers (a subquery when there are too many ids) or its number. */
function wordWhere({ word, like, clientIds, userIds }: WordMatch): SQL {
  const n = numberOf(word);
  return or(
    clientIds.length > IDS_UP_TO
      ? sql`${negotiations.clientId} in (select c.id from clients c where c.search_text like ${like})`
      : inIds(negotiations.clientId, clientIds),
    userIds.length > IDS_UP_TO
      ? sql`${negotiations.userId} in (select u.id from users u where u.search_text like ${like})`
      : inIds(negotiations.userId, userIds),
    n === undefined ? undefined : eq(negotiations.number, n),
  )!;
}

const intersect = (lists: number[][]) =>
  lists.reduce((kept, ids) => {
    const has = new Set(ids);
    return kept.filter((id) => has.has(id));
  });

/** A search's condition; `clientIds` when it is just "the client is one of these". */
interface Search {
  where: SQL;
  clientIds?: number[];
}

/**
 * The usual search, where every word matches only clients (a listed few): a negotiation matches
 * when its client has every word, or its number is one word and its client has the others. So
 * the condition is one list of clients (and a number or two) instead of one OR per word.
 */
function clientOnlySearch(matches: WordMatch[]): Search {
  const branches: (SQL | undefined)[] = [];
  const everyWord = intersect(matches.map((m) => m.clientIds));
  if (everyWord.length) branches.push(inIds(negotiations.clientId, everyWord));
  matches.forEach((m, i) => {
    const n = numberOf(m.word);
    if (n === undefined) return;
    const rest = matches.filter((_, j) => j !== i).map((o) => o.clientIds);
    if (!rest.length) return void branches.push(eq(negotiations.number, n));
    const ids = intersect(rest);
    if (ids.length) branches.push(and(eq(negotiations.number, n), inIds(negotiations.clientId, ids)));
  });
  if (branches.length === 1 && everyWord.length) return { where: branches[0]!, clientIds: everyWord };
  return { where: or(...branches) ?? sql`false` };
}

/**
 * Every word must appear in the client (last name, name, CUIT, e-mail, insured code), in the
 * producer or be the negotiation's number. The matching clients and producers are read first
 * (trigram indexes), so the negotiations are found through their client and producer indexes;
 * a word matching most clients falls back to a subquery.
 */
async function searchOf(db: DbOrTx, search: string, version: number | undefined): Promise<Search | undefined> {
  const words = searchWords(search);
  if (!words.length) return undefined;
  const matches = await readAll(
    db,
    words.map((w) => () => wordMatch(db, w, version)),
  );
  const clientOnly = matches.every((m) => m.userIds.length === 0 && m.clientIds.length <= IDS_UP_TO);
  return clientOnly ? clientOnlySearch(matches) : { where: and(...matches.map(wordWhere))! };
}

/**
 * Each risk of the row, in order, read with the page (no second round trip): zone and crop (the
 * lists' column), and hectares, hectare value, unit, discount and the accepted coverage (the dashboard).
 */
const riskColumn = sql<NegotiationListItem['risks']>`(select coalesce(json_agg(json_build_object(
    'id', r.id, 'zone', z.description, 'crop', c.description,
    'numberOfHectares', r.number_of_hectares::text, 'hectarePrice', r.hectare_price::text,
    'hectarePriceCurrencyId', r.hectare_price_currency_id, 'discount', r.discount::text,
    'acceptedCoverage', (select m.description from quotations q join modules m on m.id = q.module_id
      where q.risk_id = r.id and q.status in ('accepted', 'advanced', 'proposal') limit 1)
  ) order by r.id), '[]'::json)
  from ${risks} r left join ${zones} z on z.id = r.zone_id join ${crops} c on c.id = r.crop_id where r.negotiation_id = ${negotiations.id})`;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const byNewest = [desc(negotiations.createdAt), desc(negotiations.id)];

/** The rows of a page's ids, newest first, with their risks: one statement, planned once per connection. */
const pageRows = (db: DbOrTx) =>
  namedStatement(db, 'negotiation_list_rows', (d) =>
    d
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
        risks: riskColumn,
      })
      .from(negotiations)
      .innerJoin(users, eq(users.id, negotiations.userId))
      .innerJoin(clients, eq(clients.id, negotiations.clientId))
      .where(sql`${negotiations.id} = any(${sql.placeholder('ids')}::integer[])`)
      .orderBy(...byNewest),
  );

/**
 * The page's ids and count queries of a list. `version`: the request's 'clients' counter, under
 * which the clients and producers a search word matches are kept.
 */
export async function negotiationListQueries(
  db: DbOrTx,
  viewer: Viewer,
  filter: NegotiationFilter,
  page: { limit: number; offset: number },
  version?: number,
) {
  const search = await searchOf(db, filter.search, version);
  const filters = and(
    visibleNegotiationsWhere(viewer),
    filter.isConfirmed !== undefined ? eq(negotiations.isConfirmed, filter.isConfirmed) : undefined,
    filter.userId !== undefined ? eq(negotiations.userId, filter.userId) : undefined,
    filter.state !== undefined ? eq(negotiations.state, filter.state) : undefined,
  );
  const where = and(filters, search?.where);
  return {
    // The page's ids walking the order index, nothing joined: skipped rows of a deep page are never joined nor given their risks.
    ids: db
      .select({ id: negotiations.id })
      .from(negotiations)
      .where(where)
      .orderBy(...byNewest)
      .limit(page.limit)
      .offset(page.offset),
    count: !search
      ? countedTotal(db, viewer, filter)
      : search.clientIds
        ? countOfClients(db, search.clientIds, filters)
        : db.select({ n: count() }).from(negotiations).where(where),
  };
}

/**
 * The total of a search that is a list of clients: their negotiations through the client index,
 * one lookup per client (the index holds the filters' columns, so the table is not read). Said as
 * a join with the list, so PostgreSQL does not weigh it against reading the whole table.
 */
function countOfClients(db: DbOrTx, clientIds: number[], filters: SQL | undefined) {
  const matched = sql`unnest(${`{${clientIds.join(',')}}`}::integer[]) as matched(id)`;
  return db
    .select({ n: count() })
    .from(negotiations)
    .innerJoin(matched, sql`matched.id = ${negotiations.clientId}`)
    .where(filters);
}

/**
 * The exact total of an unsearched list from the maintained counts (negotiation_counts, one row
 * per producer, confirmation and state): the same filters over a few hundred rows instead of
 * counting every negotiation.
 */
function countedTotal(db: DbOrTx, viewer: Viewer, filter: NegotiationFilter) {
  const owners = visibleOwners(viewer);
  return db
    .select({ n: sql<number>`coalesce(sum(${negotiationCounts.n}), 0)::integer` })
    .from(negotiationCounts)
    .where(
      and(
        owners ? sql`${negotiationCounts.userId} = any(${owners})` : undefined,
        filter.isConfirmed !== undefined ? eq(negotiationCounts.isConfirmed, filter.isConfirmed) : undefined,
        filter.userId !== undefined ? eq(negotiationCounts.userId, filter.userId) : undefined,
        filter.state !== undefined ? eq(negotiationCounts.state, filter.state) : undefined,
      ),
    );
}

export async function queryNegotiations(
  db: DbOrTx,
  viewer: Viewer,
  filter: NegotiationFilter,
  page: { limit: number; offset: number },
  versions?: DataVersions,
): Promise<{ rows: NegotiationListItem[]; total: number }> {
  const queries = await negotiationListQueries(db, viewer, filter, page, versions?.clients);
  const readRows = async () => {
    const ids = (await queries.ids).map((r) => r.id);
    return ids.length ? pageRows(db).execute({ ids: `{${ids.join(',')}}` }) : [];
  };
  const [found, [totalRow]] = await readAll(db, [readRows, () => queries.count]);
  return {
    total: Number(totalRow?.n ?? 0),
    rows: found.map(({ n, user, client, risks: riskList }): NegotiationListItem => ({
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
      risks: riskList,
    })),
  };
}
