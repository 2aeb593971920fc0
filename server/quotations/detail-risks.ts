// The risks and quotations of GET negotiations/{id}, of one negotiation, one risk or one
// quotation: the detail reads a whole negotiation; the actions answer with the risk or quotation
// they changed, read after their transaction (docs/decisions.md, «Las acciones responden una vez»).
// A fixed number of queries, whatever the size.
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../src/domain/core/currencies';
import type { AdvanceMail, Quotation, Risk, RiskHistoryEntry } from '../../src/domain/quotations/entity';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/concurrent';
import {
  advances,
  auditLog,
  companies,
  crops,
  modules,
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
import { moduleColumns, serializeModule } from './pricing';

export const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
export const isoOf = (d: Date | string) => new Date(d).toISOString();
export const flag = (v: number | boolean | null | undefined) => (v === 1 || v === true ? 1 : 0);

/** Statuses that close a risk: once one of its quotations has one, nothing of it changes. */
export const CLOSING_STATUSES = ['accepted', 'advanced', 'proposal'] as const;

/** What to read: a whole negotiation's risks, one risk, or (quotations only) one quotation. */
export type RiskScope = { negotiationId: number } | { riskId: number };
export type QuotationScope = RiskScope | { quotationId: number };

const risksIn = (s: RiskScope): SQL => ('riskId' in s ? eq(risks.id, s.riskId) : eq(risks.negotiationId, s.negotiationId));
const quotationsIn = (s: QuotationScope): SQL =>
  'quotationId' in s
    ? eq(quotations.id, s.quotationId)
    : 'riskId' in s
      ? eq(quotations.riskId, s.riskId)
      : eq(quotations.negotiationId, s.negotiationId);

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

const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
};

/** The quotations of a scope with every figure, add-ons, status history, proposal and advance mail (three queries). */
export async function readQuotations(db: DbOrTx, scope: QuotationScope) {
  const where = quotationsIn(scope);
  const [rows, addonRows, statusRows] = await readAll(db, [
    () =>
      db
        .select({
          q: quotations,
          m: moduleColumns,
          mail: advanceMailColumns,
          proposal: {
            managementNumber: proposals.managementNumber,
            receiptNumber: proposals.receiptNumber,
            referenceNumber: proposals.referenceNumber,
          },
        })
        .from(quotations)
        .innerJoin(modules, eq(moduleColumns.id, quotations.moduleId))
        .innerJoin(companies, eq(companies.id, moduleColumns.companyId))
        .leftJoin(advances, latestAdvance)
        .leftJoin(proposals, eq(proposals.quotationId, quotations.id))
        .where(where)
        .orderBy(asc(quotations.riskId), asc(moduleColumns.sortOrder), asc(quotations.id)),
    () =>
      db
        .select({ quotationId: quotationAddons.quotationId, value: quotationAddons.value, m: moduleColumns })
        .from(quotationAddons)
        .innerJoin(quotations, eq(quotations.id, quotationAddons.quotationId))
        .innerJoin(modules, eq(modules.id, quotationAddons.moduleId))
        .innerJoin(companies, eq(companies.id, moduleColumns.companyId))
        .where(where),
    () =>
      db
        .select({ s: quotationStatuses, user: { id: users.id, name: users.name, lastname: users.lastname } })
        .from(quotationStatuses)
        .innerJoin(quotations, eq(quotations.id, quotationStatuses.quotationId))
        .leftJoin(users, eq(users.id, quotationStatuses.userId))
        .where(where)
        .orderBy(asc(quotationStatuses.createdAt), asc(quotationStatuses.id)),
  ]);
  const addonsByQuotation = group(addonRows, (a) => a.quotationId);
  const statusesByQuotation = group(statusRows, (s) => s.s.quotationId);
  const list = rows.map(({ q, m, mail, proposal }): Quotation => ({
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
    proposal: proposal ?? null,
    managementNumber: proposal?.managementNumber ?? null,
    advance_date: iso(q.advanceDate),
    advanceMail: advanceMailOf(mail),
    updatedAt: isoOf(q.updatedAt),
  }));
  /** The rows the history's names come from: each quotation's coverage and franchise. */
  const names = rows.map(({ q, m }) => ({ id: q.id, moduleId: m.id, module: m.description, franchiseDeductible: q.franchiseDeductible }));
  return { list, names };
}

const doubleCrop = alias(crops, 'double_crop');
const doubleZone = alias(zones, 'double_zone');

/** The risks of a scope with their quotations, add-ons and change history (six queries). */
export async function readRisks(db: DbOrTx, scope: RiskScope) {
  const where = risksIn(scope);
  const [riskRows, riskAddonRows, historyRows, quotationsRead] = await readAll(db, [
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
        .where(where)
        .orderBy(asc(risks.id)),
    () =>
      db
        .select({ riskId: riskAddons.riskId, m: moduleColumns })
        .from(riskAddons)
        .innerJoin(risks, eq(risks.id, riskAddons.riskId))
        .innerJoin(modules, eq(modules.id, riskAddons.moduleId))
        .innerJoin(companies, eq(companies.id, moduleColumns.companyId))
        .where(where),
    () =>
      db
        .select({ a: auditLog, user: { id: users.id, name: users.name, lastname: users.lastname } })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(
          or(
            and(eq(auditLog.entity, 'risks'), sql`${auditLog.entityId} in (select ${risks.id} from ${risks} where ${where})`),
            and(
              eq(auditLog.entity, 'quotations'),
              sql`${auditLog.entityId} in (select ${quotations.id} from ${quotations} where ${quotationsIn(scope)})`,
            ),
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
    () => readQuotations(db, scope),
  ]);

  const riskOfQuotation = new Map(quotationsRead.list.map((q) => [q.id, q.riskId]));
  const historyByRisk = group(historyRows, (h) => (h.a.entity === 'risks' ? h.a.entityId : (riskOfQuotation.get(h.a.entityId) ?? 0)));
  const quotationsByRisk = group(quotationsRead.list, (q) => q.riskId);
  const addonsByRisk = group(riskAddonRows, (a) => a.riskId);

  const list = riskRows.map(({ r, zone, province, crop, company, doubleCrop: dc, doubleZone: dz }): Risk => {
    const own = quotationsByRisk.get(r.id) ?? [];
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
      quotations: own,
      acceptedRate: own.find((q) => (CLOSING_STATUSES as readonly string[]).includes(q.status)) ?? null,
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
  return { list, riskRows, quotationNames: quotationsRead.names };
}
