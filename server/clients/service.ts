import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isAdminLike, isSupervisor } from '../../src/domain/access/access';
import { formatCuit } from '../../src/domain/core/cuit';
import { normalizeSearch } from '../../src/domain/core/text';
import type { DbOrTx } from '../db/client';
import { clients, users } from '../db/schema';
import { countOnce, type DataVersions } from '../db/versions';
import { forbidden, notFound } from '../http/errors';
import { matchAllWords } from '../http/list';
import { MESSAGES } from '../../src/domain/core/messages';
import type { Client } from '../../src/domain/clients/entity';
import { readAll } from '../db/concurrent';
import { namedStatement } from '../db/named';

/** Who is asking: the authenticated user (request.user) or anything with its id and role. */
export interface Viewer {
  id: number;
  roleId: number;
}

export type ClientRow = typeof clients.$inferSelect;

export const CLIENT_NOT_FOUND = MESSAGES.clientNotFound;

/** The normalized text the list search looks in (trigram-indexed): last name, name, CUIT (both ways), e-mail, insured code. */
export function clientSearchText(c: Pick<ClientRow, 'lastname' | 'name' | 'cuit' | 'email' | 'sancorId'>): string {
  const cuit = c.cuit ?? '';
  const formatted = formatCuit(cuit);
  return normalizeSearch([c.lastname, c.name, cuit, formatted !== cuit ? formatted : '', c.email, c.sancorId].filter(Boolean).join(' '));
}

/**
 * The users whose records the viewer reaches, as an SQL integer array: itself, plus the producers
 * it supervises for a supervisor; undefined (everyone) for admin and sudo. The one ownership rule
 * of clients (below) and negotiations (server/quotations/visibility.ts).
 */
export function visibleOwners(viewer: Viewer): SQL | undefined {
  if (isAdminLike(viewer)) return undefined;
  const me = viewer.id;
  return isSupervisor(viewer)
    ? sql`array(select ${me}::integer union all select su.id from users su where su.supervisor_id = ${me})`
    : sql`array[${me}::integer]`;
}

/**
 * THE client visibility rule (docs/rules/access.md#propiedad), used by clients, a user's clients and negotiations:
 * - admin and sudo: every client (undefined: no condition);
 * - anyone else: the clients it owns (clients.user_id) and those assigned to it (user_clients);
 * - a supervisor also those owned by or assigned to the producers it supervises (users.supervisor_id).
 * Soft-deleted clients are not excluded here: lists add `isNull(clients.deletedAt)`.
 *
 * Written as `user_id = ANY(ARRAY(owners)) OR id = ANY(ARRAY(assigned))`: the small sets are computed
 * first, so PostgreSQL combines clients_user_idx and the primary key in a BitmapOr for counts and
 * can still walk the (lastname, name, id) index for ordered pages.
 */
export function visibleClientsWhere(viewer: Viewer): SQL | undefined {
  const owners = visibleOwners(viewer);
  if (!owners) return undefined;
  return sql`(${clients.userId} = any(${owners}) or ${clients.id} = any(array(select ac.client_id from user_clients ac where ac.user_id = any(${owners}))))`;
}

/** True when the viewer sees the client (by the rule above). */
export async function canSeeClient(db: DbOrTx, viewer: Viewer, clientId: number): Promise<boolean> {
  const visible = visibleClientsWhere(viewer);
  if (!visible) return true;
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), visible))
    .limit(1);
  return rows.length > 0;
}

/** The client row, or 404 when there is none; 403 when it exists but the viewer may not reach it. */
export async function assertClientVisible(db: DbOrTx, viewer: Viewer, clientId: number): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!row) throw notFound(CLIENT_NOT_FOUND);
  if (!(await canSeeClient(db, viewer, clientId))) throw forbidden();
  return row;
}

/** The columns a client is answered with, plus its owner's name. */
export const clientListColumns = {
  id: clients.id,
  name: clients.name,
  lastname: clients.lastname,
  cuit: clients.cuit,
  address: clients.address,
  location: clients.location,
  province: clients.province,
  cell: clients.cell,
  email: clients.email,
  sancorId: clients.sancorId,
  userId: clients.userId,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
  deletedAt: clients.deletedAt,
  ownerName: users.name,
  ownerLastname: users.lastname,
};

type ClientListRow = {
  [K in keyof typeof clientListColumns]: unknown;
} & Pick<ClientRow, 'id' | 'name' | 'lastname' | 'cuit' | 'address' | 'location' | 'province' | 'cell' | 'email' | 'sancorId' | 'userId'>;

const iso = (d: unknown) => (d ? new Date(d as string | Date).toISOString() : null);

export function serializeClient(row: ClientListRow | (ClientRow & { ownerName?: string | null; ownerLastname?: string | null })): Client {
  const r = row as ClientRow & { ownerName?: string | null; ownerLastname?: string | null };
  return {
    id: r.id,
    name: r.name ?? '',
    lastname: r.lastname,
    cuit: r.cuit,
    address: r.address,
    location: r.location,
    province: r.province,
    cell: r.cell,
    email: r.email,
    sancorId: r.sancorId,
    userId: r.userId,
    user:
      r.userId && r.ownerName !== undefined && r.ownerName !== null
        ? { id: r.userId, name: r.ownerName, lastname: r.ownerLastname ?? '' }
        : null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    deletedAt: iso(r.deletedAt),
  };
}

/** One client with its owner, as GET /api/clients/{id} answers it. */
export async function loadClient(db: DbOrTx, id: number): Promise<Client | null> {
  const [row] = await db
    .select(clientListColumns)
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, id))
    .limit(1);
  return row ? serializeClient(row as ClientListRow) : null;
}

/** Conditions of filter[search]: every word must appear (accent/case-insensitive, trigram index). */
export const clientSearchWhere = (search: string): SQL | undefined => matchAllWords(clients.searchText, search);

export interface ClientListOptions {
  search: string;
  limit?: number;
  offset?: number;
  /** Extra conditions (owner filter, a user's clients...). */
  where?: (SQL | undefined)[];
  /** The request's counters: totals are counted again only when clients, assignments or users changed. */
  versions?: DataVersions;
}

/**
 * Up to this many matches of a text search, a page is read through the trigram index and sorted;
 * beyond it, the order index is walked. Walking the order index with a selective search is slow
 * when the matches sit late in the order (a search for a last name is, by nature, clustered there),
 * which neither PostgreSQL's estimates nor ours see.
 */
const SORT_MATCHES_UP_TO = 10_000;

/**
 * Owner filters spread their matches evenly over the order: walking the order index (entries only,
 * no table) to reach the page's last match reads about (offset + limit) × live / matches entries,
 * each some ten times cheaper than reading and sorting one matching row from the table.
 */
const ENTRIES_PER_SORTED_ROW = 10;

const isBroadSearch = (search: string) => {
  const words = search.split(' ').filter(Boolean);
  return words.length > 0 && words.every((w) => w.length < 3);
};

const byIndex = [asc(clients.lastname), asc(clients.name), asc(clients.id)];
/** Sorts the same as byIndex but cannot use the order index: the planner reads the matches by the filter's index. */
const byMatches = [sql`${clients.lastname} || ''`, asc(clients.name), asc(clients.id)];

/** A page of every live client (the admins' list without a search): built and planned once. */
const livePage = (db: DbOrTx) =>
  namedStatement(db, 'clients_live_page', (d) =>
    d
      .select(clientListColumns)
      .from(clients)
      .leftJoin(users, eq(users.id, clients.userId))
      .where(
        inArray(
          clients.id,
          d
            .select({ id: clients.id })
            .from(clients)
            .where(isNull(clients.deletedAt))
            .orderBy(...byIndex)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        ),
      )
      .orderBy(...byIndex),
  );

/**
 * A page of clients and the total, ordered by last name, name, id. The page's ids are found first
 * (clients_order_idx holds the order, owner and search text, so a walk reads no table row), then
 * only those rows are read and joined: the rows a deep page skips are never fetched. Totals are
 * counted once per change of the 'clients' counter (server/db/versions.ts).
 */
export async function queryClients(db: DbOrTx, opts: ClientListOptions): Promise<{ rows: Client[]; total: number }> {
  const search = clientSearchWhere(opts.search);
  const filters = (opts.where ?? []).filter((w): w is SQL => w !== undefined);
  const where = and(isNull(clients.deletedAt), search, ...filters);
  const counted = async (condition: SQL | undefined) => {
    const query = () => db.select({ n: count() }).from(clients).where(condition);
    const read = async () => Number((await query())[0]?.n ?? 0);
    return opts.versions ? countOnce(db, opts.versions.clients, query(), read) : read();
  };
  const rowsOf = async (ids?: SQLWrapper) => {
    const rows = await db
      .select(clientListColumns)
      .from(clients)
      .leftJoin(users, eq(users.id, clients.userId))
      .where(ids ? inArray(clients.id, ids) : where)
      .orderBy(...byIndex);
    return rows.map((r) => serializeClient(r as ClientListRow));
  };
  const limit = opts.limit;
  if (limit === undefined) {
    const rows = await rowsOf();
    return { rows, total: rows.length };
  }
  const offset = opts.offset ?? 0;
  const pageIds = (order: SQL[]) =>
    db
      .select({ id: clients.id })
      .from(clients)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  const textSearch = search !== undefined && !isBroadSearch(opts.search);
  if (!filters.length && !textSearch) {
    // Everything, or a search no index narrows (words under 3 letters match most rows): walk the order.
    const page = async () =>
      search === undefined
        ? (await livePage(db).execute({ limit, offset })).map((r) => serializeClient(r as ClientListRow))
        : rowsOf(pageIds(byIndex));
    const [rows, total] = await readAll(db, [page, () => counted(where)]);
    return { rows, total };
  }
  const total = await counted(where);
  if (total === 0 || offset >= total) return { rows: [], total };
  const walk = textSearch
    ? total > SORT_MATCHES_UP_TO
    : ((offset + limit) * (await counted(isNull(clients.deletedAt)))) / total <= ENTRIES_PER_SORTED_ROW * total;
  return { rows: await rowsOf(pageIds(walk ? byIndex : byMatches)), total };
}

/** Clients owned by or assigned to one user (GET /api/users/{id}/clients). */
export function clientsOfUserWhere(userId: number): SQL {
  return sql`(${clients.userId} = ${userId} or ${clients.id} in (select uc.client_id from user_clients uc where uc.user_id = ${userId}))`;
}

/** A live client of the same owner with this CUIT (other than `exceptId`). */
export async function findDuplicateCuit(db: DbOrTx, ownerId: number | null, cuit: string, exceptId?: number) {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        ownerId === null ? isNull(clients.userId) : eq(clients.userId, ownerId),
        eq(clients.cuit, cuit),
        isNull(clients.deletedAt),
        exceptId !== undefined ? ne(clients.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Serializes concurrent writes of the same owner and CUIT (inside a transaction). */
export async function lockOwnerCuit(tx: DbOrTx, ownerId: number | null, cuit: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clients:${ownerId ?? 0}:${cuit}`}))`);
}
