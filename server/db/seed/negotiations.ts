// Negotiations in every state: requests, initiated quotations (simple, grouped, double crop),
// accepted, advanced, proposal and rejected; their risks, priced quotations, status history,
// advances, proposals and the audit log.

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  advances,
  auditLog,
  negotiationModules,
  negotiations,
  proposals,
  quotationAddons,
  quotations,
  quotationStatuses,
  riskAddons,
  risks,
} from '../schema';
import { type CatalogResult, cropName, rateKey, vatValue } from './catalog';
import { wizardOf } from '../../../src/domain/quotations/payment';
import { ignoreRuleDescription, quoteRisk, taxFor, type PricingCatalog, type TaxRow } from '../../../src/domain/quotations/premium';
import { findZone, type ClientsResult, type SeedClient } from './clients';
import type { GeoResult } from './geo';
import { USER_ADMIN, USER_PRODUCTOR, USER_PRODUCTOR2, USER_SUPERVISOR, type UsersResult } from './users';
import { at, dec, fmt, insertMany, isoDate, nth } from './util';
import { advanceDueDate } from '../../quotations/advance-dates';

type State = 'solicitud' | 'initiated' | 'accepted' | 'rejected';
type Outcome = 'accepted' | 'advanced' | 'proposal' | 'rejected';

interface RiskSpec {
  companyId: number;
  provinceId: number;
  department: string;
  cropId: number;
  hectares: number;
  hectarePrice: string;
  currency: 1 | 2 | 3;
  discount?: number;
  description: string;
  observations?: string;
  addons?: number[];
  double?: { cropId: number; hectarePrice: string; description: string };
}

interface NegotiationSpec {
  key: string;
  userId: number;
  client: SeedClient;
  state: State;
  type: 'simple' | 'grouped' | 'double-crop';
  paymentMethodId?: number;
  rateOptionId?: number;
  correctionFactor?: number;
  fdFilter?: 'franquicia' | 'deducible' | 'ambos';
  createdInWeb?: 0 | 1;
  daysAgo: number;
  hour: number;
  observations?: string;
  modules: number[];
  risks: RiskSpec[];
  /** what happened after quoting; `pick` chooses the quotation (index among the first risk's quotations) */
  outcome?: { kind: Outcome; by: number; pick?: number; comment?: string; afterHours: number };
  /** one quotation was recalculated ('updated' in its history) */
  recalculated?: boolean;
  /** the risk was edited after quoting (audit log) */
  edited?: { field: 'numberOfHectares' | 'hectarePrice'; old: string };
}

export interface NegotiationsResult {
  ids: Map<string, number>;
  counts: Record<string, number>;
}

function specs(cl: ClientsResult, contactClient: SeedClient): NegotiationSpec[] {
  /** The i-th seeded client of a user. */
  const clientsOf = (userId: number) => {
    const list = cl.byUser.get(userId) ?? [];
    return (i: number) => nth(list, i, `client of user ${userId}`);
  };
  const p = clientsOf(USER_PRODUCTOR);
  const p2 = clientsOf(USER_PRODUCTOR2);
  const s = clientsOf(USER_SUPERVISOR);
  return [
    // ---------------------------------------------------------------- productor
    {
      key: 'p-request-simple',
      userId: USER_PRODUCTOR,
      client: p(0),
      state: 'solicitud',
      type: 'simple',
      daysAgo: 2,
      hour: 9,
      observations: 'El cliente pide cotizar antes de la siembra.',
      modules: [],
      risks: [
        {
          companyId: 1,
          provinceId: 82,
          department: 'General López',
          cropId: 1,
          hectares: 350,
          hectarePrice: '32',
          currency: 1,
          description: 'Lote La Loma',
        },
      ],
    },
    {
      key: 'p-request-grouped',
      userId: USER_PRODUCTOR,
      client: p(1),
      state: 'solicitud',
      type: 'grouped',
      daysAgo: 1,
      hour: 16,
      modules: [],
      risks: [
        {
          companyId: 1,
          provinceId: 14,
          department: 'Marcos Juárez',
          cropId: 2,
          hectares: 220,
          hectarePrice: '80',
          currency: 1,
          description: 'Campo Los Aromos',
        },
        {
          companyId: 2,
          provinceId: 14,
          department: 'Unión',
          cropId: 1,
          hectares: 180,
          hectarePrice: '950',
          currency: 2,
          description: 'Fracción Norte',
        },
      ],
    },
    {
      key: 'contact-request',
      userId: USER_PRODUCTOR,
      client: contactClient,
      state: 'solicitud',
      type: 'simple',
      daysAgo: 0,
      hour: 8,
      observations: 'Solicitud recibida desde el formulario público.',
      modules: [],
      risks: [
        {
          companyId: 1,
          provinceId: 82,
          department: 'Caseros',
          cropId: 4,
          hectares: 120,
          hectarePrice: '35',
          currency: 1,
          description: 'Chacra Casilda',
        },
      ],
    },
    {
      key: 'p-initiated-simple',
      userId: USER_PRODUCTOR,
      client: p(2),
      state: 'initiated',
      type: 'simple',
      paymentMethodId: 1,
      rateOptionId: 1,
      fdFilter: 'ambos',
      daysAgo: 12,
      hour: 10,
      modules: [1, 2, 7],
      recalculated: true,
      edited: { field: 'numberOfHectares', old: '400.00' },
      risks: [
        {
          companyId: 1,
          provinceId: 82,
          department: 'General López',
          cropId: 1,
          hectares: 420,
          hectarePrice: '34',
          currency: 1,
          discount: 10,
          description: 'Lote 4 - El Trébol',
          addons: [7],
        },
      ],
    },
    {
      key: 'p-initiated-grouped',
      userId: USER_PRODUCTOR,
      client: p(3),
      state: 'initiated',
      type: 'grouped',
      paymentMethodId: 2,
      rateOptionId: 2,
      fdFilter: 'franquicia',
      daysAgo: 8,
      hour: 11,
      modules: [1, 2, 5, 8, 10, 11, 13],
      risks: [
        {
          companyId: 1,
          provinceId: 14,
          department: 'Río Cuarto',
          cropId: 2,
          hectares: 300,
          hectarePrice: '1450',
          currency: 2,
          discount: 5,
          description: 'Estancia Santa Rosa',
          addons: [8],
        },
        {
          companyId: 1,
          provinceId: 82,
          department: 'Caseros',
          cropId: 3,
          hectares: 150,
          hectarePrice: '22',
          currency: 1,
          description: 'Lote Girasol Sur',
        },
        {
          companyId: 2,
          provinceId: 14,
          department: 'Unión',
          cropId: 1,
          hectares: 500,
          hectarePrice: '31',
          currency: 1,
          discount: 8,
          description: 'Campo Bell Ville',
        },
      ],
    },
    {
      key: 'p-initiated-double',
      userId: USER_PRODUCTOR,
      client: p(4),
      state: 'initiated',
      type: 'double-crop',
      paymentMethodId: 3,
      rateOptionId: 3,
      correctionFactor: 5,
      fdFilter: 'ambos',
      daysAgo: 6,
      hour: 15,
      modules: [3, 9],
      observations: 'Trigo con soja de segunda en el mismo lote.',
      risks: [
        {
          companyId: 1,
          provinceId: 14,
          department: 'Marcos Juárez',
          cropId: 4,
          hectares: 260,
          hectarePrice: '36',
          currency: 1,
          description: 'Lote Doble Cultivo',
          double: { cropId: 1, hectarePrice: '28', description: 'Soja de segunda' },
        },
      ],
    },
    {
      key: 'p-accepted',
      userId: USER_PRODUCTOR,
      client: p(5),
      state: 'accepted',
      type: 'simple',
      paymentMethodId: 1,
      rateOptionId: 1,
      fdFilter: 'ambos',
      createdInWeb: 0,
      daysAgo: 25,
      hour: 10,
      modules: [1, 2],
      risks: [
        {
          companyId: 1,
          provinceId: 82,
          department: 'General López',
          cropId: 2,
          hectares: 200,
          hectarePrice: '1500',
          currency: 2,
          discount: 5,
          description: 'Lote Maíz Temprano',
        },
      ],
      outcome: { kind: 'accepted', by: USER_PRODUCTOR, pick: 0, comment: 'El cliente aceptó por teléfono.', afterHours: 30 },
    },
    {
      key: 'p-advanced',
      userId: USER_PRODUCTOR,
      client: p(6),
      state: 'accepted',
      type: 'simple',
      paymentMethodId: 5,
      rateOptionId: 1,
      fdFilter: 'ambos',
      daysAgo: 35,
      hour: 9,
      modules: [1, 5],
      edited: { field: 'hectarePrice', old: '32.00' },
      risks: [
        {
          companyId: 1,
          provinceId: 14,
          department: 'Unión',
          cropId: 1,
          hectares: 640,
          hectarePrice: '33',
          currency: 1,
          discount: 12,
          description: 'Campo San José',
        },
      ],
      outcome: { kind: 'advanced', by: USER_PRODUCTOR, pick: 0, comment: 'Acepta Granizo + Incendio con franquicia.', afterHours: 20 },
    },
    {
      key: 'p-proposal',
      userId: USER_PRODUCTOR,
      client: p(7),
      state: 'accepted',
      type: 'simple',
      paymentMethodId: 1,
      rateOptionId: 2,
      fdFilter: 'franquicia',
      daysAgo: 45,
      hour: 14,
      modules: [1],
      risks: [
        {
          companyId: 1,
          provinceId: 82,
          department: 'Caseros',
          cropId: 1,
          hectares: 380,
          hectarePrice: '30',
          currency: 1,
          discount: 5,
          description: 'Lote La Aguada',
        },
      ],
      outcome: { kind: 'proposal', by: USER_PRODUCTOR, pick: 0, comment: 'Confirmado por el cliente.', afterHours: 26 },
    },
    {
      key: 'p-rejected',
      userId: USER_PRODUCTOR,
      client: p(8),
      state: 'rejected',
      type: 'simple',
      paymentMethodId: 2,
      rateOptionId: 1,
      fdFilter: 'ambos',
      daysAgo: 20,
      hour: 12,
      modules: [10, 14],
      risks: [
        {
          companyId: 2,
          provinceId: 14,
          department: 'Río Cuarto',
          cropId: 1,
          hectares: 90,
          hectarePrice: '980000',
          currency: 3,
          discount: 0,
          description: 'Chacra Las Higueras',
          addons: [14],
        },
      ],
      outcome: { kind: 'rejected', by: USER_PRODUCTOR, comment: 'El cliente contrató con otra compañía.', afterHours: 50 },
    },
    // ---------------------------------------------------------------- productor2
    {
      key: 'p2-request',
      userId: USER_PRODUCTOR2,
      client: p2(0),
      state: 'solicitud',
      type: 'simple',
      daysAgo: 3,
      hour: 10,
      modules: [],
      risks: [
        {
          companyId: 1,
          provinceId: 42,
          department: 'Maracó',
          cropId: 4,
          hectares: 300,
          hectarePrice: '30',
          currency: 1,
          description: 'Potrero 7',
        },
      ],
    },
    {
      key: 'p2-initiated-simple',
      userId: USER_PRODUCTOR2,
      client: p2(1),
      state: 'initiated',
      type: 'simple',
      paymentMethodId: 1,
      rateOptionId: 1,
      fdFilter: 'deducible',
      daysAgo: 9,
      hour: 9,
      modules: [1, 7],
      risks: [
        {
          companyId: 1,
          provinceId: 6,
          department: 'General Villegas',
          cropId: 1,
          hectares: 500,
          hectarePrice: '31',
          currency: 1,
          discount: 5,
          description: 'Campo La Tranquera',
          addons: [7],
        },
      ],
    },
    {
      key: 'p2-initiated-grouped',
      userId: USER_PRODUCTOR2,
      client: p2(2),
      state: 'initiated',
      type: 'grouped',
      paymentMethodId: 5,
      rateOptionId: 1,
      fdFilter: 'ambos',
      daysAgo: 6,
      hour: 17,
      modules: [1, 2],
      risks: [
        {
          companyId: 1,
          provinceId: 42,
          department: 'Realicó',
          cropId: 3,
          hectares: 250,
          hectarePrice: '24',
          currency: 1,
          discount: 5,
          description: 'Lote El Médano',
        },
        {
          companyId: 1,
          provinceId: 42,
          department: 'Chapaleufú',
          cropId: 2,
          hectares: 180,
          hectarePrice: '85',
          currency: 1,
          discount: 3,
          description: 'Lote Intendente Alvear',
        },
      ],
    },
    {
      key: 'p2-accepted',
      userId: USER_PRODUCTOR2,
      client: p2(3),
      state: 'accepted',
      type: 'simple',
      paymentMethodId: 2,
      rateOptionId: 2,
      fdFilter: 'ambos',
      daysAgo: 30,
      hour: 11,
      modules: [3, 4],
      risks: [
        {
          companyId: 1,
          provinceId: 42,
          department: 'Maracó',
          cropId: 4,
          hectares: 400,
          hectarePrice: '850000',
          currency: 3,
          discount: 0,
          description: 'Campo Dorila',
        },
      ],
      outcome: { kind: 'accepted', by: USER_PRODUCTOR2, pick: 1, comment: 'Prefiere deducible.', afterHours: 44 },
    },
    {
      key: 'p2-rejected',
      userId: USER_PRODUCTOR2,
      client: p2(4),
      state: 'rejected',
      type: 'simple',
      paymentMethodId: 1,
      rateOptionId: 1,
      fdFilter: 'franquicia',
      daysAgo: 28,
      hour: 15,
      modules: [2],
      risks: [
        {
          companyId: 1,
          provinceId: 6,
          department: 'General Villegas',
          cropId: 2,
          hectares: 150,
          hectarePrice: '75',
          currency: 1,
          description: 'Lote Piedritas',
        },
      ],
      outcome: { kind: 'rejected', by: USER_ADMIN, comment: 'Cotización vencida.', afterHours: 120 },
    },
    {
      key: 'p2-proposal',
      userId: USER_PRODUCTOR2,
      client: p2(5),
      state: 'accepted',
      type: 'simple',
      paymentMethodId: 1,
      rateOptionId: 1,
      fdFilter: 'franquicia',
      daysAgo: 50,
      hour: 10,
      modules: [1],
      risks: [
        {
          companyId: 1,
          provinceId: 42,
          department: 'Realicó',
          cropId: 1,
          hectares: 220,
          hectarePrice: '29',
          currency: 1,
          discount: 5,
          description: 'Lote Ingeniero Luiggi',
        },
      ],
      outcome: { kind: 'proposal', by: USER_ADMIN, pick: 0, comment: 'Propuesta cargada por administración.', afterHours: 22 },
    },
    // ---------------------------------------------------------------- supervisor
    {
      key: 's-initiated',
      userId: USER_SUPERVISOR,
      client: s(0),
      state: 'initiated',
      type: 'simple',
      paymentMethodId: 1,
      rateOptionId: 1,
      fdFilter: 'ambos',
      daysAgo: 4,
      hour: 12,
      modules: [1, 2],
      risks: [
        {
          companyId: 1,
          provinceId: 6,
          department: 'Pergamino',
          cropId: 1,
          hectares: 700,
          hectarePrice: '36',
          currency: 1,
          discount: 10,
          description: 'Estancia La Carolina',
        },
      ],
    },
    {
      key: 's-request',
      userId: USER_SUPERVISOR,
      client: s(1),
      state: 'solicitud',
      type: 'grouped',
      daysAgo: 1,
      hour: 11,
      modules: [],
      risks: [
        {
          companyId: 1,
          provinceId: 6,
          department: 'Junín',
          cropId: 2,
          hectares: 150,
          hectarePrice: '82',
          currency: 1,
          description: 'Lote Agustina',
        },
        {
          companyId: 2,
          provinceId: 30,
          department: 'Gualeguaychú',
          cropId: 1,
          hectares: 95,
          hectarePrice: '1100',
          currency: 2,
          description: 'Campo Pehuajó Norte',
        },
      ],
    },
  ];
}

/** The seeded catalog as the premium engine reads it. */
function pricingCatalog(catalog: CatalogResult, geo: GeoResult): PricingCatalog {
  const taxes: TaxRow[] = [];
  for (const [pm, options] of Object.entries({ 1: [1, 2], 2: [1, 2], 3: [3], 4: [3], 5: [1, 2] }))
    for (const ro of options)
      for (const companyId of [1, 2])
        for (const currency of [1, 2, 3])
          taxes.push({
            paymentMethodId: Number(pm),
            rateOptionId: ro,
            companyId,
            hectarePriceCurrencyId: currency,
            value: vatValue(Number(pm), ro, companyId, currency),
          });
  return {
    modules: new Map(catalog.modules.map((m) => [m.id, { id: m.id, companyId: m.companyId, coverageType: m.coverageType }])),
    ratesFor: (moduleId, zoneId, cropId) =>
      (catalog.moduleById.get(moduleId)?.variants ?? []).flatMap((fd) => {
        const rate = catalog.rates.get(rateKey(moduleId, zoneId, cropId, fd));
        return rate ? [{ id: rate.id, moduleId, zoneId, cropId, franchiseDeductible: fd, amount: rate.amount }] : [];
      }),
    ignoreRules: catalog.ignoreRules.map((r) => ({
      moduleId: r.moduleId ?? null,
      cropId: r.cropId ?? null,
      provinceId: r.provinceId ?? null,
      zoneId: r.zoneId ?? null,
      description: ignoreRuleDescription({
        module: r.moduleId ? catalog.moduleById.get(r.moduleId)?.description : null,
        crop: r.cropId ? cropName(r.cropId) : null,
        province: r.provinceId ? geo.provinceNames.get(r.provinceId) : null,
        zone: r.zoneId ? geo.zones.find((z) => z.id === r.zoneId)?.description : null,
      }),
    })),
    taxes,
  };
}

export async function seedNegotiations(
  db: DbOrTx,
  ctx: { today: Date; geo: GeoResult; catalog: CatalogResult; users: UsersResult; clients: ClientsResult; contactClient: SeedClient },
): Promise<NegotiationsResult> {
  const { today, geo, catalog, users } = ctx;
  const pricing = pricingCatalog(catalog, geo);
  const now = today.getTime();
  const campaignStart = new Date(`${catalog.campaigns.currentFrom}T08:00:00`);
  /** A time `hours` after `base`, never in the future. */
  const later = (base: Date, hours: number, slack = 1) => new Date(Math.min(base.getTime() + hours * 3600_000, now - slack * 60_000));

  const all = specs(ctx.clients, ctx.contactClient).sort((a, b) => b.daysAgo - a.daysAgo || a.hour - b.hour);

  const negRows: (typeof negotiations.$inferInsert)[] = [];
  const nmRows: (typeof negotiationModules.$inferInsert)[] = [];
  const riskRows: (typeof risks.$inferInsert)[] = [];
  const raRows: (typeof riskAddons.$inferInsert)[] = [];
  const qRows: (typeof quotations.$inferInsert)[] = [];
  const qaRows: (typeof quotationAddons.$inferInsert)[] = [];
  const qsRows: (typeof quotationStatuses.$inferInsert)[] = [];
  const advRows: (typeof advances.$inferInsert)[] = [];
  const propRows: (typeof proposals.$inferInsert)[] = [];
  const auditRows: (typeof auditLog.$inferInsert)[] = [];
  const ids = new Map<string, number>();

  const status = (quotationId: number, description: string, userId: number, createdAt: Date, comment: string | null = null) =>
    qsRows.push({ id: qsRows.length + 1, quotationId, description, comment, userId, createdAt });
  /** An audit row as recordChange (server/db/audit.ts) writes it: table name, the fields before and after. */
  const audit = (userId: number, entity: string, entityId: number, action: string, before: object | null, after: object, createdAt: Date) =>
    auditRows.push({ id: auditRows.length + 1, userId, entity, entityId, action, changes: { before, after }, createdAt });

  for (const [i, spec] of all.entries()) {
    const negotiationId = i + 1;
    ids.set(spec.key, negotiationId);
    let created = at(today, -spec.daysAgo, spec.hour, (i * 7) % 60);
    if (created < campaignStart) created = new Date(Math.max(campaignStart.getTime() + i * 600_000, created.getTime()));
    created = new Date(Math.min(created.getTime(), now - (all.length - i + 30) * 60_000));
    const user = users.users.get(spec.userId)!;
    const isRequest = spec.state === 'solicitud';
    const pm = spec.paymentMethodId ?? null;
    const ro = spec.rateOptionId ?? null;
    const cf = pm === 3 || pm === 4 ? (spec.correctionFactor ?? 0) : 0;
    const fdFilter = spec.fdFilter ?? 'ambos';
    let updated = created;

    spec.modules.forEach((moduleId) => nmRows.push({ negotiationId, moduleId, splitValue: null }));
    audit(
      spec.userId,
      'negotiations',
      negotiationId,
      'create',
      null,
      { state: isRequest ? 'solicitud' : 'initiated', type: spec.type },
      created,
    );

    const negotiationQuotations: { id: number; riskIndex: number; moduleId: number }[] = [];
    for (const [ri, r] of spec.risks.entries()) {
      const riskId = riskRows.length + 1;
      const zone = findZone(geo, r.companyId, r.provinceId, r.department);
      const discount = r.discount ?? 0;
      if (discount > user.maxDiscountAllow) throw new Error(`seed: discount ${discount} above the maximum of ${user.username}`);
      riskRows.push({
        id: riskId,
        negotiationId,
        description: r.description,
        zoneId: zone.id,
        cropId: r.cropId,
        companyId: r.companyId,
        numberOfHectares: fmt(dec(r.hectares), 2),
        hectarePrice: fmt(dec(r.hectarePrice), 2),
        hectarePriceCurrencyId: r.currency,
        discount: fmt(dec(discount), 2),
        applieTax: ro !== null && Number(taxFor(pricing.taxes, pm ?? 0, ro, r.companyId, r.currency)) > 0 ? 1 : 0,
        observations: r.observations ?? null,
        isDoubleCrop: r.double ? 1 : 0,
        doubleCropId: r.double?.cropId ?? null,
        doubleCropZoneId: r.double ? zone.id : null,
        doubleCropHectarePrice: r.double ? fmt(dec(r.double.hectarePrice), 2) : null,
        doubleCropDescription: r.double?.description ?? null,
        splitCoverages: null,
        createdAt: created,
        updatedAt: created,
      });
      for (const a of r.addons ?? []) raRows.push({ riskId, moduleId: a });
      if (isRequest) continue;

      // The domain's premium engine prices the risk, as the wizards and recalculating do.
      const drafts = quoteRisk(
        {
          companyId: r.companyId,
          place: { zoneId: zone.id, provinceId: zone.provinceId },
          cropId: r.cropId,
          hectares: String(r.hectares),
          hectarePrice: r.hectarePrice,
          currencyId: r.currency,
          discount: String(discount),
          addonIds: r.addons ?? [],
          doubleCrop: r.double
            ? { cropId: r.double.cropId, place: { zoneId: zone.id, provinceId: zone.provinceId }, hectarePrice: r.double.hectarePrice }
            : null,
        },
        {
          paymentMethodId: pm ?? 0,
          rateOptionId: ro ?? 0,
          correctionFactor: String(cf),
          fdFilter,
          wizard: wizardOf(spec.type),
          moduleIds: spec.modules,
          splitCoverages: false,
        },
        { maxDiscountAllow: String(user.maxDiscountAllow), allowDiscountsOnPacks: user.allowDiscountsOnPacks, allowSplitCoverages: false },
        pricing,
      );
      for (const draft of drafts) {
        const { discountApplied, appliedDiscount: _applied, ...figures } = draft.figures;
        const quotationId = qRows.length + 1;
        qRows.push({
          id: quotationId,
          negotiationId,
          riskId,
          moduleId: draft.moduleId,
          rateId: draft.rateId,
          franchiseDeductible: draft.franchiseDeductible,
          isDoubleCropPart: draft.isDoubleCropPart ? 1 : 0,
          status: 'initiated',
          ...figures,
          discountApplied: discountApplied ? 1 : 0,
          advanceDate: null,
          createdAt: created,
          updatedAt: created,
        });
        for (const x of draft.addons) qaRows.push({ quotationId, moduleId: x.moduleId, rateId: x.rateId, value: fmt(dec(x.value), 6) });
        status(quotationId, 'initiated', spec.userId, created);
        negotiationQuotations.push({ id: quotationId, riskIndex: ri, moduleId: draft.moduleId });
      }
    }
    if (!isRequest && negotiationQuotations.length === 0) throw new Error(`seed: negotiation ${spec.key} has no quotations`);

    if (spec.recalculated) {
      const q = nth(negotiationQuotations, negotiationQuotations.length - 1, 'quotation');
      const when = later(created, 26);
      status(q.id, 'updated', spec.userId, when, 'Recotizada con las tasas del día.');
      nth(qRows, q.id - 1, 'quotation row').updatedAt = when;
      updated = when;
    }
    if (spec.edited) {
      const riskId = riskRows.length; // the negotiation's last risk
      const row = nth(riskRows, riskId - 1, 'risk row');
      const when = later(created, 3);
      const current = spec.edited.field === 'numberOfHectares' ? row.numberOfHectares : row.hectarePrice;
      audit(spec.userId, 'risks', riskId, 'update', { [spec.edited.field]: spec.edited.old }, { [spec.edited.field]: current }, when);
      row.updatedAt = when;
    }

    const o = spec.outcome;
    if (o) {
      const whenDecided = later(created, o.afterHours, 3);
      if (o.kind === 'rejected') {
        for (const q of negotiationQuotations) {
          const row = nth(qRows, q.id - 1, 'quotation row');
          row.status = 'rejected';
          row.updatedAt = whenDecided;
          status(q.id, 'rejected', o.by, whenDecided, o.comment ?? null);
        }
        audit(o.by, 'negotiations', negotiationId, 'reject', { state: 'initiated' }, { state: 'rejected' }, whenDecided);
        updated = whenDecided;
      } else {
        const firstRisk = negotiationQuotations.filter((q) => q.riskIndex === 0);
        const q = nth(firstRisk, Math.min(o.pick ?? 0, firstRisk.length - 1), 'quotation of the first risk');
        const row = nth(qRows, q.id - 1, 'quotation row');
        status(q.id, 'accepted', o.by, whenDecided, o.comment ?? null);
        audit(
          o.by,
          'quotations',
          q.id,
          'accept',
          { status: 'initiated' },
          { status: 'accepted', ...(o.comment ? { comment: o.comment } : {}) },
          whenDecided,
        );
        row.status = 'accepted';
        row.updatedAt = whenDecided;
        updated = whenDecided;
        if (o.kind === 'advanced') {
          const sent = later(whenDecided, 4, 2);
          row.status = 'advanced';
          row.advanceDate = sent;
          row.updatedAt = sent;
          status(q.id, 'advanced', o.by, sent, 'Anticipo enviado con planos.');
          advRows.push({
            id: advRows.length + 1,
            negotiationId,
            quotationId: q.id,
            userId: o.by,
            recipients: ['emision@cotizador.local', user.email, spec.client.email].join(', '),
            sentAt: sent,
            dueDate: advanceDueDate(isoDate(sent)),
            mailStatus: 'sent',
            dueNotifiedAt: null,
            createdAt: sent,
          });
          audit(o.by, 'quotations', q.id, 'advance', { status: 'accepted' }, { status: 'advanced' }, sent);
          updated = sent;
        }
        if (o.kind === 'proposal') {
          const when = later(whenDecided, 20, 2);
          row.status = 'proposal';
          row.updatedAt = when;
          const n = propRows.length;
          const management = String(500000 + n);
          status(q.id, 'proposal', o.by, when, `Propuesta ${management} cargada en el sistema de gestión.`);
          const risk = nth(riskRows, riskRows.length - spec.risks.length, 'risk row'); // first risk of this negotiation
          const zone = geo.zones.find((z) => z.id === risk.zoneId)!;
          const [town, zipCode] = nth(zone.localities, 0, 'locality');
          const owner = users.users.get(spec.userId)!;
          propRows.push({
            id: n + 1,
            quotationId: q.id,
            userId: o.by,
            managementNumber: management,
            receiptNumber: String(800000 + n),
            referenceNumber: String(100000 + n),
            payload: {
              cityId: zone.locationIds[0],
              zipCode,
              cardPoint: 1,
              kilometers: 5,
              street: `a 5 KM al Norte de ${town}`,
              client: { documentNumber: spec.client.cuit, email: spec.client.email, phoneNumber: spec.client.cell },
              producerNumber: Number(owner.sancorId),
              currencyId: 34,
              hailPaymentTypeId: 4,
              center: 1,
              store: owner.exchangeStoreId ?? 1,
            },
            createdAt: when,
          });
          audit(o.by, 'quotations', q.id, 'proposal', { status: 'accepted' }, { status: 'proposal', managementNumber: management }, when);
          updated = when;
        }
      }
    }

    negRows.push({
      id: negotiationId,
      userId: spec.userId,
      clientId: spec.client.id,
      observations: spec.observations ?? null,
      state: spec.state,
      type: spec.type,
      isConfirmed: isRequest ? 0 : 1,
      paymentMethodId: pm,
      rateOptionId: ro,
      correctionFactor: fmt(dec(cf), 4),
      fdFilter,
      splitCoverages: 0,
      createdInWeb: spec.createdInWeb ?? 1,
      createdAt: created,
      updatedAt: updated,
    });
  }

  // Negotiation numbers come from negotiation_number_seq (column default), in id order.
  await insertMany(db, negotiations, negRows);
  await insertMany(db, negotiationModules, nmRows);
  await insertMany(db, risks, riskRows);
  if (raRows.length) await insertMany(db, riskAddons, raRows);
  await insertMany(db, quotations, qRows);
  if (qaRows.length) await insertMany(db, quotationAddons, qaRows);
  await insertMany(db, quotationStatuses, qsRows);
  if (advRows.length) await insertMany(db, advances, advRows);
  if (propRows.length) {
    await insertMany(db, proposals, propRows);
    // The local management system hands out the next numbers after the seeded ones.
    const last = propRows.length - 1;
    await db.execute(
      sql.raw(
        `SELECT setval('management_number_seq', ${500000 + last}), setval('receipt_number_seq', ${800000 + last}), setval('reference_number_seq', ${100000 + last})`,
      ),
    );
  }
  await insertMany(db, auditLog, auditRows);

  return {
    ids,
    counts: {
      negotiations: negRows.length,
      negotiationModules: nmRows.length,
      risks: riskRows.length,
      riskAddons: raRows.length,
      quotations: qRows.length,
      quotationAddons: qaRows.length,
      quotationStatuses: qsRows.length,
      advances: advRows.length,
      proposals: propRows.length,
      auditLog: auditRows.length,
    },
  };
}
