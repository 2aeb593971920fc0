// Payloads and look-ups for the negotiation, risk and quotation tests, on the demo seed's
// catalog: Sancor (1) coverages 1, 2 basic, 5 pack, 7 and 8 add-ons, 9 double crop; San
// Cristobal (2) coverages 10, 11 basic, 14 add-on.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { clients, negotiations, quotations, zones } from '../db/schema';

/** The id of a department of an insurer, by name. */
export async function zoneIdOf(db: DbOrTx, companyId: number, description: string): Promise<number> {
  const [z] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.companyId, companyId), eq(zones.description, description)))
    .limit(1);
  if (!z) throw new Error(`no zone ${description} of company ${companyId}`);
  return z.id;
}

/** A live client of a user (the first seeded one). */
export async function clientOf(db: DbOrTx, userId: number): Promise<number> {
  const [c] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId)).orderBy(clients.id).limit(1);
  if (!c) throw new Error(`no client of user ${userId}`);
  return c.id;
}

export function riskPayload(zoneId: number, overrides: Record<string, unknown> = {}) {
  return {
    description: 'Lote de prueba',
    zone_id: zoneId,
    crop_id: 1,
    company_id: 1,
    number_of_hectares: '100',
    hectare_price: '30',
    hectare_price_currency_id: 1,
    discount: '5',
    addons: [7],
    ...overrides,
  };
}

/** Two Sancor coverages and one of San Cristobal: each risk is quoted with its insurer's. */
const COVERAGES_BY_INSURER: Record<number, number[]> = { 1: [1, 2], 2: [10] };

/**
 * A complete wizard payload (a confirmed grouped quotation unless overridden); its coverages are
 * those of the risks' insurers, as the wizard offers them.
 */
export function negotiationPayload(clientId: number, risks: object[], overrides: Record<string, unknown> = {}) {
  const insurers = new Set(risks.map((r) => Number((r as { company_id?: unknown }).company_id ?? 1)));
  return {
    client_id: clientId,
    state: 'initiated',
    type: 'grouped',
    is_confirmed: 1,
    payment_method_id: 1,
    rate_option_id: 1,
    fd_filter: 'ambos',
    modules: [...insurers].flatMap((i) => COVERAGES_BY_INSURER[i] ?? []),
    risks,
    ...overrides,
  };
}

/** The negotiations of a user in a state (seeded or created by a test). */
export async function negotiationsOf(db: DbOrTx, userId: number, states: string[]) {
  return db
    .select()
    .from(negotiations)
    .where(and(eq(negotiations.userId, userId), inArray(negotiations.state, states)))
    .orderBy(negotiations.id);
}

export async function quotationsOfNegotiation(db: DbOrTx, negotiationId: number) {
  return db.select().from(quotations).where(eq(quotations.negotiationId, negotiationId)).orderBy(quotations.id);
}
