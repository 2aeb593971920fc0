// GET /api/negotiations/{id}: the negotiation with its producer, client, coverages, risks,
// quotations (every figure, add-ons, status history, proposal) and each risk's change history
// (the audit rows of the risk and of its quotations). A fixed number of queries, whatever the size.
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CURRENCIES, PAYMENT_METHODS, RATE_OPTIONS, type FranchiseFilter } from '../../src/domain/core/constants';
import type { AdvanceMail, Negotiation, Quotation, Risk, RiskHistoryEntry } from '../../src/domain/quotations/entity';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/concurrent';
import {
  advances,
  auditLog,
  clients,
  companies,
  crops,
  modules,
  negotiationModules,
  negotiations,
  proposals,
  provinces,
  quotationAddons,
  quotations,
  quotationStatuses,
  riskAddons,
  risks,
  users,
  zones,
} from '../db/schema';
import { notFound } from '../http/errors';
import { historyNames } from './history-names';
import { moduleColumns, serializeModule } from './pricing';
import { NEGOTIATION_NOT_FOUND } from './visibility';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const isoOf = (d: Date | string) => new Date(d).toISOString();
const flag = (v: number | boolean | null | undefined) => (v === 1 || v === true ? 1 : 0);

/** Statuses that close a risk: once one of its quotations has one, nothing of it changes. */
export const CLOSING_STATUSES = ['accepted', 'advanced', 'proposal'] as const;

/** The latest advance of a quotation, and how its mail went. */
const latestAdvance = and(
  eq(advances.quotationId, quotations.id),
  sql`${advances.id} = (select max(a.id) from advances a where a.quotation_id = ${quotations.id})`,
);
const advanceMailColumns = {
  status: advances.mailStatus,
  sentAt: advances.sentAt,
  recipients: advances.recipients,
  error: advances.mailError,
};

/** How the advance mail of a quotation went; null without an advance or with sending disabled. */
function advanceMailOf(
  a: { status: string | null; sentAt: Date | null; recipients: string | null; error: string | null } | null,
): AdvanceMail | null {
  if (!a?.status) return null;
  return { status: a.status as AdvanceMail['status'], sentAt: iso(a.sentAt), recipients: a.recipients ?? '', error: a.error };
}

const supervisor = alias(users, 'supervisor');
const doubleCrop = alias(crops, 'double_crop');
const doubleZone = alias(zones, 'double_zone');

export async function loadNegotiation(db: DbOrTx, id: number): Promise<Negotiation> {
  // Every part keyed by the negotiation's id, all at once (one round of queries).
  const [[head], moduleRows, riskRows, quotationRows, riskAddonRows, addonRows, statusRows, proposalRows, historyRows] = await readAll(db, [
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
    () =>
      db
        .select({
          r: risks,
          zone: { id: zones.id, description: zones.description, companyId: zones.companyId },
          province: { id: provinces.id, name: provinces.name },
          crop: { id: crops.id, description: crops.description, harvest: crops.harvest, allowDoubleCrop: crops.allowDoubleCrop },
          company: { id: companies.id, name: companies.name },
          doubleCrop: { id: doubleCrop.id, description: doubleCrop.description },
          doubleZone: { id: doubleZone.id, description: doubleZone.description },
        })
        .from(risks)
        .leftJoin(zones, eq(zones.id, risks.zoneId))
        .leftJoin(provinces, eq(provinces.id, zones.provinceId))
        .innerJoin(crops, eq(crops.id, risks.cropId))
        .leftJoin(companies, eq(companies.id, risks.companyId))
        .leftJoin(doubleCrop, eq(doubleCrop.id, risks.doubleCropId))
        .leftJoin(doubleZone, eq(doubleZone.id, risks.doubleCropZoneId))
        .where(eq(risks.negotiationId, id))
        .orderBy(asc(risks.id)),
    () =>
      db
        .select({ q: quotations, m: moduleColumns, mail: advanceMailColumns })
        .from(quotations)
        .innerJoin(modules, eq(moduleColumns.id, quotations.moduleId))
        .innerJoin(companies, eq(companies.id, moduleColumns.companyId))
        .leftJoin(advances, latestAdvance)
        .where(eq(quotations.negotiationId, id))
        .orderBy(asc(quotations.riskId), asc(moduleColumns.sortOrder), asc(quotations.id)),
    () =>
      db
        .select({ riskId: riskAddons.riskId, m: moduleColumns })
        .from(riskAddons)
        .innerJoin(risks, eq(risks.id, riskAddons.riskId))
        .innerJoin(modules, eq(modules.id, riskAddons.moduleId))
        .innerJoin(companies, eq(companies.id, moduleColumns.companyId))
        .where(eq(risks.negotiationId, id)),
    () =>
      db
        .select({ quotationId: quotationAddons.quotationId, value: quotationAddons.value, m: moduleColumns })
        .from(quotationAddons)
        .innerJoin(quotations, eq(quotations.id, quotationAddons.quotationId))
        .innerJoin(modules, eq(modules.id, quotationAddons.moduleId))
        .innerJoin(companies, eq(companies.id, moduleColumns.companyId))
        .where(eq(quotations.negotiationId, id)),
    () =>
      db
        .select({ s: quotationStatuses, user: { id: users.id, name: users.name, lastname: users.lastname } })
        .from(quotationStatuses)
        .innerJoin(quotations, eq(quotations.id, quotationStatuses.quotationId))
        .leftJoin(users, eq(users.id, quotationStatuses.userId))
        .where(eq(quotations.negotiationId, id))
        .orderBy(asc(quotationStatuses.createdAt), asc(quotationStatuses.id)),
    () =>
      db
        .select({
          quotationId: proposals.quotationId,
          managementNumber: proposals.managementNumber,
          receiptNumber: proposals.receiptNumber,
          referenceNumber: proposals.referenceNumber,
        })
        .from(proposals)
        .innerJoin(quotations, eq(quotations.id, proposals.quotationId))
        .where(eq(quotations.negotiationId, id)),
    () =>
      db
        .select({ a: auditLog, user: { id: users.id, name: users.name, lastname: users.lastname } })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(
          or(
            and(eq(auditLog.entity, 'risks'), sql`${auditLog.entityId} in (select r.id from risks r where r.negotiation_id = ${id})`),
            and(
              eq(auditLog.entity, 'quotations'),
              sql`${auditLog.entityId} in (select q.id from quotations q where q.negotiation_id = ${id})`,
            ),
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
  ]);
  if (!head) throw notFound(NEGOTIATION_NOT_FOUND);

  const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
    const out = new Map<K, T[]>();
    for (const row of rows) {
      const list = out.get(key(row));
      if (list) list.push(row);
      else out.set(key(row), [row]);
    }
    return out;
  };
  const addonsByQuotation = group(addonRows, (a) => a.quotationId);
  const statusesByQuotation = group(statusRows, (s) => s.s.quotationId);
  const proposalByQuotation = new Map(proposalRows.map((p) => [p.quotationId, p]));
  const riskOfQuotation = new Map(quotationRows.map((q) => [q.q.id, q.q.riskId]));
  const historyByRisk = group(historyRows, (h) => (h.a.entity === 'risks' ? h.a.entityId : (riskOfQuotation.get(h.a.entityId) ?? 0)));

  const quotationsByRisk = group(
    quotationRows.map(({ q, m, mail }): Quotation => {
      const proposal = proposalByQuotation.get(q.id);
      return {
        id: q.id,
        negotiationId: q.negotiationId,
        riskId: q.riskId,
        status: q.status,
        rate: { id: q.rateId, module: serializeModule(m), franchiseDeductible: q.franchiseDeductible ?? '' },
        isDoubleCropPart: flag(q.isDoubleCropPart),
        insuredSum: q.insuredSum ?? '0',
        rateValue: q.rateValue ?? '0',
        addonsValue: q.addonsValue ?? '0',
        correctionFactor: q.correctionFactor ?? '0',
        rateValueWithCf: q.rateValueWithCf ?? '0',
        addonsValueWithCf: q.addonsValueWithCf ?? '0',
        discount: q.discount ?? '0',
        discountApplied: flag(q.discountApplied),
        discountIgnoredReason: q.discountIgnoredReason,
        tax: q.tax ?? '0',
        value: q.value ?? '0',
        cost: q.cost ?? '0',
        costPerHectare: q.costPerHectare ?? '0',
        addons: (addonsByQuotation.get(q.id) ?? []).map((a) => ({ module: serializeModule(a.m), value: a.value ?? '0' })),
        quotationStatuses: (statusesByQuotation.get(q.id) ?? []).map(({ s, user }) => ({
          id: s.id,
          description: s.description,
          date: isoOf(s.createdAt),
          comment: s.comment,
          user: user ?? null,
        })),
        proposal: proposal
          ? {
              managementNumber: proposal.managementNumber,
              receiptNumber: proposal.receiptNumber,
              referenceNumber: proposal.referenceNumber,
            }
          : null,
        managementNumber: proposal?.managementNumber ?? null,
        advance_date: iso(q.advanceDate),
        advanceMail: advanceMailOf(mail),
        updatedAt: isoOf(q.updatedAt),
      };
    }),
    (q) => q.riskId,
  );
  const addonsByRisk = group(riskAddonRows, (a) => a.riskId);

  const riskList = riskRows.map(({ r, zone, province, crop, company, doubleCrop: dc, doubleZone: dz }): Risk => {
    const list = quotationsByRisk.get(r.id) ?? [];
    const currency = CURRENCIES.find((c) => c.id === r.hectarePriceCurrencyId);
    return {
      id: r.id,
      negotiationId: r.negotiationId,
      description: r.description,
      zone: zone && province ? { ...zone, province } : null,
      crop: { ...crop, allowDoubleCrop: flag(crop.allowDoubleCrop) },
      company,
      numberOfHectares: r.numberOfHectares ?? '0',
      hectarePrice: r.hectarePrice ?? '0',
      hectarePriceCurrency: { id: r.hectarePriceCurrencyId, label: currency?.apiName ?? '' },
      discount: r.discount,
      observations: r.observations,
      isDoubleCrop: flag(r.isDoubleCrop),
      doubleCrop:
        r.isDoubleCrop && dc && dz
          ? {
              description: r.doubleCropDescription,
              hectarePrice: r.doubleCropHectarePrice ?? '0',
              zoneId: dz.id,
              cropId: dc.id,
              crop: dc,
              zone: dz,
            }
          : null,
      doubleCropId: r.doubleCropId,
      addons: (addonsByRisk.get(r.id) ?? []).map((a) => serializeModule(a.m)),
      splitCoverages: (r.splitCoverages as Record<string, string> | null) ?? null,
      quotations: list,
      acceptedRate: list.find((q) => (CLOSING_STATUSES as readonly string[]).includes(q.status)) ?? null,
      history: (historyByRisk.get(r.id) ?? []).map(({ a, user }): RiskHistoryEntry => ({
        id: a.id,
        entity: a.entity === 'quotations' ? 'quotations' : 'risks',
        entityId: a.entityId,
        action: a.action,
        date: isoOf(a.createdAt),
        user: user ?? null,
        before: ((a.changes as { before?: Record<string, unknown> } | null)?.before ?? null) as Record<string, unknown> | null,
        after: ((a.changes as { after?: Record<string, unknown> } | null)?.after ?? null) as Record<string, unknown> | null,
      })),
    };
  });

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
      modules: pairs([...moduleRows, ...quotationRows], ({ m }) => [m.id, m.description]),
      quotations: pairs(quotationRows, ({ q, m }) => [
        q.id,
        `${m.description}${q.franchiseDeductible ? ` (${q.franchiseDeductible})` : ''}`,
      ]),
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
