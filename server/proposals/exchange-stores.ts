// Delivery places and ports of exchange payments (exchange_stores): seeded, edited by admins,
// listed by the proposal form. Ids are the management system's codes, so they are kept small
// and sequential (the table has no id sequence: a new one takes the next free id under a lock).
import { asc, eq, sql } from 'drizzle-orm';
import type { ExchangeStore } from '../../src/domain/proposals/entity';
import { EXCHANGE_STORE_MESSAGES, type ExchangeStorePayload } from '../../src/domain/proposals/exchange-store';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { exchangeStores } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';

const serialize = (s: typeof exchangeStores.$inferSelect): ExchangeStore => ({
  id: s.id,
  description: s.description,
  kind: s.kind === 'port' ? 'port' : 'store',
  portId: s.portId,
});

export async function listExchangeStores(db: DbOrTx): Promise<ExchangeStore[]> {
  return (await db.select().from(exchangeStores).orderBy(asc(exchangeStores.id))).map(serialize);
}

async function assertPort(tx: DbOrTx, payload: ExchangeStorePayload) {
  if (payload.kind !== 'store' || payload.portId === null) return;
  const [port] = await tx.select({ kind: exchangeStores.kind }).from(exchangeStores).where(eq(exchangeStores.id, payload.portId));
  if (port?.kind !== 'port') throw validationError({ portId: [EXCHANGE_STORE_MESSAGES.portId] });
}

export async function createExchangeStore(db: Db, actor: AuthUser, payload: ExchangeStorePayload): Promise<ExchangeStore> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('exchange_stores:id'))`);
    await assertPort(tx, payload);
    const [next] = await tx.select({ id: sql<number>`coalesce(max(${exchangeStores.id}), 0)::int + 1` }).from(exchangeStores);
    const [row] = await tx
      .insert(exchangeStores)
      .values({ id: next?.id ?? 1, ...payload })
      .returning();
    if (!row) throw notFound();
    await recordChange(tx, actor.id, { entity: 'exchange_stores', entityId: row.id, action: 'create', after: row });
    return serialize(row);
  });
}

export async function updateExchangeStore(db: Db, actor: AuthUser, id: number, payload: ExchangeStorePayload): Promise<ExchangeStore> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(exchangeStores).where(eq(exchangeStores.id, id)).for('update');
    if (!before) throw notFound('No se encontró el lugar de entrega.');
    if (payload.portId === id) throw validationError({ portId: [EXCHANGE_STORE_MESSAGES.portId] });
    await assertPort(tx, payload);
    const [row] = await tx.update(exchangeStores).set(payload).where(eq(exchangeStores.id, id)).returning();
    if (!row) throw notFound('No se encontró el lugar de entrega.');
    await recordChange(tx, actor.id, { entity: 'exchange_stores', entityId: id, action: 'update', before, after: row });
    return serialize(row);
  });
}
