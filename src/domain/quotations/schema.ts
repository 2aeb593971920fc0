// Requests and quotations: the payload of the wizards and of the request form (docs/rules/quotations.md), shared by the
// app's forms and the server's routes. Field names are the spec's (snake_case where it says so).
import { z } from 'zod';
import { CURRENCY_IDS } from '../core/currencies';
import { FRANCHISE_FILTERS, NEGOTIATION_TYPES, type FranchiseFilter, type NegotiationType } from './choices';
import { PAYMENT_METHOD_IDS, allowedRateOptionIds } from './payment';
import { cmp, dec, fmt, isDecimalText, sum } from '../core/decimal';
import { formatNumber } from '../core/format';
import { fillMessage } from '../core/messages';
import { roundedDecimal } from '../core/numbers';
import { isLegalPersonCuit } from '../core/cuit';
import { clientSchema } from '../clients/schema';
import { INSURED_SUM_MESSAGE, insuredSumFits, LIST_LIMITS, NUMERIC_COLUMNS, TEXT_LIMITS } from '../core/limits';
import { INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, flagInput, isFlagOn, whenObject } from '../core/fields';
import { idSchema, toId } from '../core/ids';

export const NEGOTIATION_MESSAGES = {
  // risk (docs/rules/quotations.md#riesgos)
  hectares: 'Cantidad de hectáreas inválida',
  hectarePrice: 'Precio de hectáreas inválido',
  zone: 'Departamento inválido',
  crop: 'Cultivo inválido',
  currency: 'Moneda inválida',
  company: 'Aseguradora inválida',
  // client (the new client typed in a wizard or a request, docs/rules/quotations.md#cliente-en-el-asistente)
  client: 'Cliente inválido',
  clientName: 'Nombre inválido',
  clientLastname: 'Apellido inválido',
  clientBusinessName: 'Razón Social inválida',
  // wizard steps
  risks: 'Debe agregar al menos un campo de riesgo.',
  modules: 'Debe seleccionar al menos una cobertura.',
  split: 'Los valores del riesgo y de la ponderación deben coincidir. Riesgo: {risk} / Ponderación: {split}',
  paymentMethod: 'Debe seleccionar una forma de pago.',
  rateOption: 'Debe seleccionar una opcion de tasa.',
  discountEmpty: 'El descuento no puede estar vacio.',
  discountNegative: 'El descuento debe ser un valor mayor o igual a cero.',
  // ours
  discountTooBig: 'El descuento no puede ser mayor a 100.',
  correctionFactor: 'Factor de corrección inválido.',
  paymentInKind: 'No tenés permitido el pago en especie.',
  quintalsOnly: 'Quintales Con Ajuste es solo para riesgos en quintales.',
  text: 'El texto es demasiado largo.',
  addons: 'Adicional inválido.',
  modulesOfNoRisk: 'Elegiste coberturas de una aseguradora que ningún riesgo tiene: cada riesgo se cotiza con las de su aseguradora.',
  doubleCropCrop: 'Cultivo de segunda inválido.',
  negotiation: 'Cotización inválida.',
  risk: 'Riesgo inválido.',
  tooManyRisks: `Una cotización lleva hasta ${LIST_LIMITS.risks} riesgos.`,
  tooManyModules: `Elegí hasta ${LIST_LIMITS.modules} coberturas.`,
  tooManyAddons: `Elegí hasta ${LIST_LIMITS.addons} adicionales por riesgo.`,
  insuredSum: INSURED_SUM_MESSAGE,
} as const;

const MAX_OBSERVATIONS = TEXT_LIMITS.long;
const MAX_QUANTITY = '100000000';

/**
 * A quantity (hectares, a price) > min (or >= min) below a sane ceiling, first rounded to the two
 * decimals its money column stores (preview = saved; 0.001 ha is no hectare, and a formula divides
 * by it); canonical text; `message` otherwise.
 */
export function positiveDecimal(message: string, min = '0', inclusive = false) {
  return z.unknown().transform((value, ctx) => {
    const d = roundedDecimal(value, NUMERIC_COLUMNS.money.scale);
    const stored = d === undefined ? undefined : dec(d);
    const ok =
      stored !== undefined && (inclusive ? cmp(stored, dec(min)) >= 0 : cmp(stored, dec(min)) > 0) && cmp(stored, dec(MAX_QUANTITY)) < 0;
    if (!ok || d === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d;
  });
}

/**
 * Discount % 0..100, required; `emptyAs` stands for a missing one. An empty one says `emptyMessage`:
 * 'El descuento no puede estar vacio.' in the grouped wizard, the simple wizard's 'El descuento
 * debe ser un valor mayor o igual a cero.' there (docs/rules/quotations.md#asistentes).
 */
const discount = (emptyAs?: string, emptyMessage: string = NEGOTIATION_MESSAGES.discountEmpty) =>
  z.unknown().transform((raw, ctx) => {
    const value = raw === undefined && emptyAs !== undefined ? emptyAs : raw;
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: emptyMessage });
      return z.NEVER;
    }
    const d = roundedDecimal(value);
    if (d === undefined || d.startsWith('-')) {
      ctx.addIssue({ code: 'custom', message: NEGOTIATION_MESSAGES.discountNegative });
      return z.NEVER;
    }
    if (cmp(dec(d), dec(100)) > 0) {
      ctx.addIssue({ code: 'custom', message: NEGOTIATION_MESSAGES.discountTooBig });
      return z.NEVER;
    }
    return d;
  });

export const discountField = discount();

/** Free text, trimmed, null when blank. */
const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()], { error: NEGOTIATION_MESSAGES.text })
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null))
    .refine((v) => v === null || v.length <= max, { error: NEGOTIATION_MESSAGES.text });

/** 0/1 flags as the original API sends them (also true/false and '0'/'1'). */
const flag = flagInput.transform((v) => (isFlagOn(v) ? 1 : 0) as 0 | 1);

const optionalId = (message: string) =>
  z
    .union([z.literal(''), z.null(), idSchema(message)], { error: message })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined));

const idList = (message: string, max: number, tooMany: string) =>
  z
    .array(z.unknown(), { error: message })
    .max(max, { error: tooMany })
    .transform((list, ctx) => {
      const ids = list.map(toId);
      if (ids.some((id) => id === undefined)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    });

const currencyIds = Object.values(CURRENCY_IDS) as number[];

/** The second crop of a double-crop risk. */
export const doubleCropSchema = z.object(
  {
    description: optionalText(MAX_TEXT_LENGTH),
    crop_id: idSchema(NEGOTIATION_MESSAGES.doubleCropCrop),
    /** Its department; the risk's when absent. */
    zone_id: optionalId(NEGOTIATION_MESSAGES.zone),
    hectare_price: positiveDecimal(NEGOTIATION_MESSAGES.hectarePrice),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);

/** Which wizard a payload comes from: their discount messages differ. */
export type WizardKind = 'grouped' | 'simple';

/** A risk of the wizards and of the request form (docs/rules/quotations.md#riesgos). */
const riskSchemaOf = (wizard: WizardKind) =>
  z
    .object(
      {
        /** An existing risk being edited (the grouped wizard on a request or a quotation). */
        id: optionalId(NEGOTIATION_MESSAGES.risk),
        description: optionalText(MAX_TEXT_LENGTH),
        zone_id: idSchema(NEGOTIATION_MESSAGES.zone),
        crop_id: idSchema(NEGOTIATION_MESSAGES.crop),
        company_id: idSchema(NEGOTIATION_MESSAGES.company),
        number_of_hectares: positiveDecimal(NEGOTIATION_MESSAGES.hectares, '1', true),
        hectare_price: positiveDecimal(NEGOTIATION_MESSAGES.hectarePrice),
        hectare_price_currency_id: z.unknown().transform((value, ctx) => {
          const id = toId(value);
          if (id === undefined || !currencyIds.includes(id)) {
            ctx.addIssue({ code: 'custom', message: NEGOTIATION_MESSAGES.currency });
            return z.NEVER;
          }
          return id;
        }),
        discount: discount('0', wizard === 'simple' ? NEGOTIATION_MESSAGES.discountNegative : NEGOTIATION_MESSAGES.discountEmpty),
        observations: optionalText(MAX_OBSERVATIONS),
        is_double_crop: flag,
        double_crop: doubleCropSchema.nullish(),
        /** Add-on coverages of the risk. */
        addons: idList(NEGOTIATION_MESSAGES.addons, LIST_LIMITS.addons, NEGOTIATION_MESSAGES.tooManyAddons)
          .optional()
          .transform((v) => v ?? []),
        /** Split (ponderación): coverage id -> the part of the hectare value it insures. */
        splitCoverages: z
          .record(z.string(), z.unknown(), { error: NEGOTIATION_MESSAGES.hectarePrice })
          .nullish()
          .transform((rec, ctx) => {
            if (!rec) return null;
            const out: Record<string, string> = {};
            const entries = Object.entries(rec);
            if (entries.length > LIST_LIMITS.modules) {
              ctx.addIssue({ code: 'custom', message: NEGOTIATION_MESSAGES.tooManyModules });
              return z.NEVER;
            }
            for (const [k, v] of entries) {
              const id = toId(k);
              const value = roundedDecimal(v);
              if (id === undefined || value === undefined || value.startsWith('-') || cmp(dec(value), dec(MAX_QUANTITY)) >= 0) {
                ctx.addIssue({ code: 'custom', message: NEGOTIATION_MESSAGES.hectarePrice });
                return z.NEVER;
              }
              out[String(id)] = value;
            }
            return out;
          }),
      },
      { error: INVALID_PAYLOAD_MESSAGE },
    )
    .superRefine(
      (risk, ctx) => {
        if (risk.is_double_crop && !risk.double_crop)
          ctx.addIssue({ code: 'custom', path: ['double_crop', 'crop_id'], message: NEGOTIATION_MESSAGES.doubleCropCrop });
        // Runs even when some fields failed: only valid figures are multiplied.
        const r = risk as Partial<typeof risk>;
        const hectares = typeof r.number_of_hectares === 'string' ? r.number_of_hectares : undefined;
        const tooBig = (price: unknown) => hectares !== undefined && typeof price === 'string' && !insuredSumFits(hectares, price);
        if (tooBig(r.hectare_price)) ctx.addIssue({ code: 'custom', path: ['hectare_price'], message: NEGOTIATION_MESSAGES.insuredSum });
        if (r.is_double_crop && tooBig(r.double_crop?.hectare_price))
          ctx.addIssue({ code: 'custom', path: ['double_crop', 'hectare_price'], message: NEGOTIATION_MESSAGES.insuredSum });
      },
      { when: whenObject },
    );

export const riskPayloadSchema = riskSchemaOf('grouped');

export type RiskPayload = z.output<typeof riskPayloadSchema>;

const negotiationTypeIds = NEGOTIATION_TYPES.map((t) => t.id) as [NegotiationType, ...NegotiationType[]];
const fdFilterIds = FRANCHISE_FILTERS.map((f) => f.id) as [FranchiseFilter, ...FranchiseFilter[]];

/**
 * The new client of a wizard or a request: the client schema with the messages of docs/rules/quotations.md#cliente-en-el-asistente: the name is required for a natural person ('Nombre inválido'); the last
 * name, 'Apellido inválido', is the 'Razón Social' of a legal person ('Razón Social inválida').
 */
export const inlineClientSchema = z.unknown().transform((value, ctx) => {
  if (value === null || value === undefined) return null;
  const parsed = clientSchema.safeParse(value);
  const v = (value ?? {}) as { name?: unknown; cuit?: unknown };
  const legal = isLegalPersonCuit(v.cuit);
  const messageOf = (field: PropertyKey | undefined, message: string) =>
    field === 'name'
      ? NEGOTIATION_MESSAGES.clientName
      : field === 'lastname'
        ? legal
          ? NEGOTIATION_MESSAGES.clientBusinessName
          : NEGOTIATION_MESSAGES.clientLastname
        : message;
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path, message: messageOf(i.path[0], i.message) }));
  const nameMissing = !legal && (typeof v.name !== 'string' || v.name.trim() === '');
  if (nameMissing && !issues.some((i) => i.path[0] === 'name')) issues.push({ path: ['name'], message: NEGOTIATION_MESSAGES.clientName });
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  return parsed.success && !issues.length ? parsed.data : z.NEVER;
});

/**
 * The whole negotiation (POST negotiations, POST negotiations/{id}, PUT negotiations/{id}, POST
 * simple-negotiations). A request (state 'solicitud') needs a client and risks; a quotation also
 * coverages (unless every risk is a double crop priced by its own coverage), a payment method, an
 * allowed rate option, and split values that add up to each risk's hectare value.
 */
const negotiationSchemaOf = (wizard: WizardKind) =>
  z
    .object(
      {
        client_id: optionalId(NEGOTIATION_MESSAGES.client),
        /** A new client created with the negotiation (the wizards' NUEVO CLIENTE). */
        client: inlineClientSchema.optional(),
        /** The producer: admin and sudo choose; anyone else quotes for itself. */
        user_id: optionalId('No se encontró el productor.'),
        state: z.enum(['solicitud', 'initiated'], { error: INVALID_PAYLOAD_MESSAGE }).default('initiated'),
        type: z.enum(negotiationTypeIds, { error: INVALID_PAYLOAD_MESSAGE }).default('grouped'),
        is_confirmed: flag,
        observations: optionalText(MAX_OBSERVATIONS),
        payment_method_id: optionalId(NEGOTIATION_MESSAGES.paymentMethod),
        rate_option_id: z
          .unknown()
          .optional()
          .transform((v) => {
            const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : undefined;
            return n !== undefined && n >= 1 && n <= 3 ? n : undefined;
          }),
        correction_factor: z
          .unknown()
          .optional()
          .transform((value, ctx) => {
            if (value === undefined || value === null || value === '') return '0';
            const d = roundedDecimal(value);
            if (d === undefined || d.startsWith('-') || cmp(dec(d), dec(1000)) >= 0) {
              ctx.addIssue({ code: 'custom', message: NEGOTIATION_MESSAGES.correctionFactor });
              return z.NEVER;
            }
            return d;
          }),
        fd_filter: z.enum(fdFilterIds, { error: INVALID_PAYLOAD_MESSAGE }).default('ambos'),
        splitCoverages: flag,
        modules: idList(NEGOTIATION_MESSAGES.modules, LIST_LIMITS.modules, NEGOTIATION_MESSAGES.tooManyModules)
          .optional()
          .transform((v) => v ?? []),
        risks: z
          .array(riskSchemaOf(wizard), { error: NEGOTIATION_MESSAGES.risks })
          .min(1, { error: NEGOTIATION_MESSAGES.risks })
          .max(LIST_LIMITS.risks, { error: NEGOTIATION_MESSAGES.tooManyRisks }),
      },
      { error: INVALID_PAYLOAD_MESSAGE },
    )
    .superRefine(
      (data, ctx) => {
        // Runs even when some fields failed (so a form shows every message at once): reads defensively.
        const n = data as Partial<typeof data>;
        const risks = Array.isArray(n.risks) ? n.risks : [];
        if (n.client_id === undefined && !n.client)
          ctx.addIssue({ code: 'custom', path: ['client_id'], message: NEGOTIATION_MESSAGES.client });
        if (n.state === 'solicitud') return;
        const allDouble = risks.length > 0 && risks.every((r) => r?.is_double_crop === 1);
        if (!n.modules?.length && !allDouble) ctx.addIssue({ code: 'custom', path: ['modules'], message: NEGOTIATION_MESSAGES.modules });
        if (n.payment_method_id === undefined)
          ctx.addIssue({ code: 'custom', path: ['payment_method_id'], message: NEGOTIATION_MESSAGES.paymentMethod });
        if (
          n.payment_method_id === PAYMENT_METHOD_IDS.quintalsWithAdjustment &&
          risks.some((r) => r?.hectare_price_currency_id !== CURRENCY_IDS.quintal)
        )
          ctx.addIssue({ code: 'custom', path: ['payment_method_id'], message: NEGOTIATION_MESSAGES.quintalsOnly });
        const allowed = allowedRateOptionIds(n.payment_method_id);
        if (n.rate_option_id === undefined || !allowed.includes(n.rate_option_id))
          ctx.addIssue({ code: 'custom', path: ['rate_option_id'], message: NEGOTIATION_MESSAGES.rateOption });
        if (n.splitCoverages !== 1) return;
        risks.forEach((risk, i) => {
          // a risk whose price or split failed its own check has nothing to add up
          if (typeof risk?.hectare_price !== 'string' || !isSplit(risk.splitCoverages)) return;
          const message = splitMismatch(risk.hectare_price, risk.splitCoverages);
          if (message) ctx.addIssue({ code: 'custom', path: ['risks', i, 'splitCoverages'], message });
        });
      },
      { when: whenObject },
    );

/** The grouped wizard, the request form and every negotiations call. */
export const negotiationPayloadSchema = negotiationSchemaOf('grouped');
/** The simple wizard and POST simple-negotiations. */
export const simpleNegotiationPayloadSchema = negotiationSchemaOf('simple');

export type NegotiationPayload = z.output<typeof negotiationPayloadSchema>;
export type NegotiationPayloadInput = z.input<typeof negotiationPayloadSchema>;

/** A split as its field's check leaves it: null, or coverage ids to decimal texts. */
const isSplit = (split: unknown): split is Record<string, string> | null =>
  split === null ||
  (typeof split === 'object' &&
    !Array.isArray(split) &&
    Object.values(split as object).every((v) => typeof v === 'string' && isDecimalText(v)));

/** The spec's message (X and Y in es-AR) when a risk's split values do not add up to its hectare value, else null. */
export function splitMismatch(hectarePrice: string, split: Record<string, string> | null | undefined): string | null {
  const parts = Object.values(split ?? {});
  const total = sum(parts.map((p) => dec(p)));
  if (parts.length && cmp(total, dec(hectarePrice)) === 0) return null;
  return fillMessage(NEGOTIATION_MESSAGES.split, { risk: formatNumber(hectarePrice), split: formatNumber(fmt(total, 2)) });
}

/** POST risks: a risk added to a negotiation (docs/rules/quotations.md#riesgos). */
export const riskCreateSchema = z.intersection(
  riskPayloadSchema,
  z.object({ negotiation_id: idSchema(NEGOTIATION_MESSAGES.negotiation) }, { error: INVALID_PAYLOAD_MESSAGE }),
);

export type RiskCreate = z.output<typeof riskCreateSchema>;

/** PUT risks/{id} from the detail page: hectares > 0, price > 0, discount 0..100, observations. */
export const riskUpdateSchema = z
  .object(
    {
      number_of_hectares: positiveDecimal(NEGOTIATION_MESSAGES.hectares, '1', true).optional(),
      hectare_price: positiveDecimal(NEGOTIATION_MESSAGES.hectarePrice).optional(),
      discount: discountField.optional(),
      observations: optionalText(MAX_OBSERVATIONS).optional(),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .transform((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Partial<typeof r>);

export type RiskUpdate = z.output<typeof riskUpdateSchema>;

/** PUT quotations/{id}/accept and /reject: an optional comment. */
export const quotationDecisionSchema = z.object({ comment: optionalText(MAX_OBSERVATIONS).optional() }, { error: INVALID_PAYLOAD_MESSAGE });
