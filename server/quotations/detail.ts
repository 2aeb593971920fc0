// GET /api/negotiations/{id}: the negotiation with its producer, client, coverages, risks,
// quotations (every figure, add-ons, status history, proposal) and each risk's change history
// (the audit rows of the risk and of its quotations). A fixed number of queries, whatever the size.
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, RATE_OPTIONS } from '../../src/domain/quotations/payment';
import type { FranchiseFilter } from '../../src/domain/quotations/choices';
import type { Negotiation } from '../../src/domain/quotations/entity';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/concurrent';
import { clients, companies, modules, negotiationModules, negotiations, users } from '../db/schema';
import { notFound } from '../http/errors';
import { flag, iso, isoOf, readRisks } from './detail-risks';
import { historyNames } from './history-names';
import { moduleColumns, serializeModule } from './pricing';
import { NEGOTIATION_NOT_FOUND } from './visibility';

const supervisor = alias(users, 'supervisor');

export async function loadNegotiation(db: DbOrTx, id: number): Promise<Negotiation> {
  // Every part keyed by the negotiation's id, all at once (one round of queries).
  const [[head], moduleRows, read] = await readAll(db, [
    () =>
      db
        .select({
          n: negotiations,
          producer: {
            id: users.id,
            name: users.name,
            lastname: users.lastname,
            cuit: users.cuit,
            office: users.office,
            email: users.email,
            sancorId: users.sancorId,
            exchangeStoreId: users.exchangeStoreId,
            deletedAt: users.deletedAt,
          },
          supervisor: {
            id: supervisor.id,
            name: supervisor.name,
            lastname: supervisor.lastname,
            exchangeStoreId: supervisor.exchangeStoreId,
          },
          client: {
            id: clients.id,
            name: clients.name,
            lastname: clients.lastname,
            cuit: clients.cuit,
            cell: clients.cell,
            email: clients.email,
            location: clients.location,
            province: clients.province,
            deletedAt: clients.deletedAt,
          },
        })
        .from(negotiations)
        .innerJoin(users, eq(users.id, negotiations.userId))
        .leftJoin(supervisor, eq(supervisor.id, users.supervisorId))
        .innerJoin(clients, eq(clients.id, negotiations.clientId))
        .where(eq(negotiations.id, id))
        .limit(1),
    () =>
      db
        .select({ m: moduleColumns, splitValue: negotiationModules.splitValue })
        .from(negotiationModules)
        .innerJoin(modules, eq(moduleColumns.id, negotiationModules.moduleId))
        .innerJoin(companies, eq(companies.id, moduleColumns.companyId))
        .where(eq(negotiationModules.negotiationId, id))
        .orderBy(asc(moduleColumns.companyId), asc(moduleColumns.sortOrder), asc(moduleColumns.id)),
    () => readRisks(db, { negotiationId: id }),
  ]);
  if (!head) throw notFound(NEGOTIATION_NOT_FOUND);
  const { list: riskList, riskRows, quotationNames } = read;

  const pairs = <T>(rows: readonly T[], pair: (row: T) => readonly [number, string] | null) =>
    new Map(rows.flatMap((row) => (pair(row) ? [pair(row)!] : [])));
  const names = await historyNames(
    db,
    riskList.flatMap((r) => r.history),
    {
      zones: pairs(
        riskRows.flatMap((r) => [r.zone, r.doubleZone]),
        (z) => (z ? [z.id, z.description] : null),
      ),
      crops: pairs(
        riskRows.flatMap((r) => [r.crop, r.doubleCrop]),
        (c) => (c ? [c.id, c.description] : null),
      ),
      modules: pairs(
        [...moduleRows.map(({ m }) => [m.id, m.description] as const), ...quotationNames.map((q) => [q.moduleId, q.module] as const)],
        (pair) => pair,
      ),
      quotations: pairs(quotationNames, (q) => [q.id, `${q.module}${q.franchiseDeductible ? ` (${q.franchiseDeductible})` : ''}`]),
    },
  );

  const n = head.n;
  const paymentMethod = PAYMENT_METHODS.find((p) => p.id === n.paymentMethodId);
  const rateOption = RATE_OPTIONS.find((o) => o.id === n.rateOptionId);
  return {
    id: n.id,
    number: n.number,
    createdAt: isoOf(n.createdAt),
    updatedAt: isoOf(n.updatedAt),
    createdInWeb: flag(n.createdInWeb),
    user: {
      ...head.producer,
      deletedAt: iso(head.producer.deletedAt),
      supervisor: head.supervisor ?? null,
    },
    client: { ...head.client, deletedAt: iso(head.client.deletedAt) },
    observations: n.observations,
    state: n.state as Negotiation['state'],
    type: n.type as Negotiation['type'],
    isConfirmed: flag(n.isConfirmed),
    paymentMethodId: n.paymentMethodId,
    rateOptionId: n.rateOptionId,
    correctionFactor: n.correctionFactor,
    configurations: {
      paymentMethod: paymentMethod ? { id: paymentMethod.id, name: paymentMethod.name } : null,
      rateOption: rateOption ? { id: rateOption.id, name: rateOption.name } : null,
      correctionFactor: n.correctionFactor,
      observations: n.observations,
    },
    fdFilter: n.fdFilter as FranchiseFilter,
    splitCoverages: flag(n.splitCoverages),
    modules: moduleRows.map(({ m, splitValue }) => serializeModule(m, splitValue)),
    risks: riskList,
    historyNames: names,
  } satisfies Negotiation;
}
