// A risk's change history as a broker reads it (the detail's 'Historial de cambios'): every
// field the audit log records about a risk or a quotation has one entry here, with its Spanish
// label and how its value reads (es-AR numbers, units, names instead of ids); internal fields
// are listed as such and never shown. A new field is one entry of HISTORY_FIELDS.
import { COMPANIES } from '../coverages/companies';
import { currencySymbol } from '../core/currencies';
import { quotationStatusLabel } from './statuses';
import type { HistoryNames, RiskHistoryEntry } from './entity';
import { formatMoney, formatNumber, formatPercent } from '../core/format';

type Kind =
  | 'text'
  | 'hectares'
  | 'percent'
  /** in the risk's unit */
  | 'money'
  | 'flag'
  | 'currency'
  | 'company'
  | 'zone'
  | 'crop'
  | 'status'
  /** quotation ids: their coverages */
  | 'quotations'
  /** { moduleId: value }: the split of a risk's value among its coverages */
  | 'split';

/** Shown with its label and kind; `null` for an internal field, never shown. */
export type HistoryField = { label: string; kind: Kind } | null;

/** Every field a risk's or a quotation's audit row may hold (risks: the table's columns). */
export const HISTORY_FIELDS: Readonly<Record<string, HistoryField>> = {
  // the risk
  id: null,
  negotiationId: null,
  createdAt: null,
  updatedAt: null,
  applieTax: null,
  description: { label: 'Descripción', kind: 'text' },
  zoneId: { label: 'Departamento', kind: 'zone' },
  cropId: { label: 'Cultivo', kind: 'crop' },
  companyId: { label: 'Aseguradora', kind: 'company' },
  numberOfHectares: { label: 'Hectáreas', kind: 'hectares' },
  hectarePrice: { label: 'Valor por ha.', kind: 'money' },
  hectarePriceCurrencyId: { label: 'Moneda', kind: 'currency' },
  discount: { label: 'Descuento', kind: 'percent' },
  observations: { label: 'Observaciones', kind: 'text' },
  isDoubleCrop: { label: 'Doble cultivo', kind: 'flag' },
  doubleCropId: { label: 'Cultivo de segunda', kind: 'crop' },
  doubleCropZoneId: { label: 'Departamento del doble cultivo', kind: 'zone' },
  doubleCropHectarePrice: { label: 'Valor por ha. del doble cultivo', kind: 'money' },
  doubleCropDescription: { label: 'Descripción del doble cultivo', kind: 'text' },
  splitCoverages: { label: 'Ponderación', kind: 'split' },
  quotations: { label: 'Cotizaciones', kind: 'quotations' },
  // a quotation
  status: { label: 'Estado', kind: 'status' },
  comment: { label: 'Comentario', kind: 'text' },
  value: { label: 'Valor', kind: 'percent' },
  tax: { label: 'Impuestos', kind: 'percent' },
  cost: { label: 'Costo', kind: 'money' },
  costPerHectare: { label: 'Costo por ha.', kind: 'money' },
  managementNumber: { label: 'N° de gestión', kind: 'text' },
  // the advance's mail (server/jobs/kinds/advance-mail.ts): 'enviado' to whom, or 'no enviado' and why
  mail: { label: 'E-mail', kind: 'text' },
  to: { label: 'Destinatarios', kind: 'text' },
  error: { label: 'Motivo', kind: 'text' },
};

const ACTIONS: Readonly<Record<string, string>> = {
  create: 'Alta',
  update: 'Modificación',
  delete: 'Baja',
  quote: 'Cotización',
  accept: 'Aceptación',
  reject: 'Rechazo',
  recalculate: 'Recotización',
  advance: 'Anticipo',
  'advance-mail': 'E-mail del anticipo',
  proposal: 'Propuesta',
};

/** The label of an entry's action ('Alta', 'Aceptación'...). */
export const historyActionLabel = (action: string) => ACTIONS[action] ?? action;

/** What reading an entry needs besides itself: the names of what it refers to and the risk's unit. */
export interface HistoryContext {
  names: HistoryNames;
  /** The risk's unit (CURRENCIES id): hectare prices and costs are in it. */
  currencyId: number | null | undefined;
}

const EMPTY = '-';
const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

const named = (map: Readonly<Record<string, string>> | undefined, id: unknown, fallback: string) => map?.[String(id)] ?? fallback;

/** The quotations of a 'quote' entry: their coverages, or how many no longer exist. */
function quotationsText(ids: unknown, ctx: HistoryContext): string {
  const list = Array.isArray(ids) ? ids : [];
  if (!list.length) return 'ninguna';
  const known = list.flatMap((id) => (ctx.names.quotations?.[String(id)] ? [ctx.names.quotations[String(id)]!] : []));
  const gone = list.length - known.length;
  const goneText = gone === 1 ? '1 ya reemplazada' : `${gone} ya reemplazadas`;
  return [...known, ...(gone ? [goneText] : [])].join(', ');
}

function splitText(value: unknown, ctx: HistoryContext): string {
  if (!value || typeof value !== 'object') return EMPTY;
  const parts = Object.entries(value as Record<string, unknown>).map(
    ([moduleId, v]) => `${named(ctx.names.modules, moduleId, 'Cobertura')}: ${formatMoney(String(v), ctx.currencyId ?? null)}`,
  );
  return parts.length ? parts.join('; ') : EMPTY;
}

/** One value as a broker reads it. */
export function historyValue(field: string, value: unknown, ctx: HistoryContext): string {
  const def = HISTORY_FIELDS[field];
  if (!def) return EMPTY;
  if (def.kind === 'quotations') return quotationsText(value, ctx);
  if (isEmpty(value)) return EMPTY;
  const text = String(value);
  switch (def.kind) {
    case 'hectares':
      return `${formatNumber(text)} ha`;
    case 'percent':
      return formatPercent(text);
    case 'money':
      return ctx.currencyId ? formatMoney(text, ctx.currencyId) : formatNumber(text);
    case 'flag':
      return value === true || text === '1' ? 'Sí' : 'No';
    case 'currency':
      return currencySymbol(Number(value)) || EMPTY;
    case 'company':
      return COMPANIES.find((c) => c.id === Number(value))?.name ?? EMPTY;
    case 'zone':
      return named(ctx.names.zones, value, 'Departamento desconocido');
    case 'crop':
      return named(ctx.names.crops, value, 'Cultivo desconocido');
    case 'status':
      return quotationStatusLabel(text);
    case 'split':
      return splitText(value, ctx);
    default:
      return text;
  }
}

/** The fields of a record that are shown, in HISTORY_FIELDS' order (a jsonb object keeps its keys in no reading order). */
const shown = (record: Record<string, unknown> | null) =>
  Object.keys(HISTORY_FIELDS).filter((k) => HISTORY_FIELDS[k] && record && k in record);

/** A risk's creation in one line: 'Soja en Unión, 640,00 ha a 33,00 QQ por ha, descuento 12,00 %'. */
function riskSummary(r: Record<string, unknown>, ctx: HistoryContext): string {
  const v = (field: string) => historyValue(field, r[field], ctx);
  const unit = { ...ctx, currencyId: ctx.currencyId ?? Number(r.hectarePriceCurrencyId) };
  const price = historyValue('hectarePrice', r.hectarePrice, unit);
  const parts = [`${v('cropId')} en ${v('zoneId')}`, `${v('numberOfHectares')} a ${price} por ha`, `descuento ${v('discount')}`];
  if (r.isDoubleCrop === 1 || r.isDoubleCrop === true)
    parts.push(`doble cultivo: ${v('doubleCropId')} a ${historyValue('doubleCropHectarePrice', r.doubleCropHectarePrice, unit)} por ha`);
  if (!isEmpty(r.description)) parts.unshift(String(r.description));
  return parts.join(', ');
}

/**
 * The lines of an entry: an update 'Campo: antes → después' for each field that changed; a risk's
 * creation or removal in one line; any other entry the values it recorded.
 */
export function historyLines(entry: RiskHistoryEntry, ctx: HistoryContext): string[] {
  const { before, after } = entry;
  if (entry.entity === 'risks' && (entry.action === 'create' || entry.action === 'delete')) {
    const record = after ?? before;
    if (record) return [riskSummary(record, ctx)];
  }
  if (before && after) {
    return [...new Set([...shown(before), ...shown(after)])]
      .map((k) => ({ k, from: historyValue(k, before[k], ctx), to: historyValue(k, after[k], ctx) }))
      .filter(({ from, to }) => from !== to)
      .map(({ k, from, to }) => `${HISTORY_FIELDS[k]!.label}: ${from} → ${to}`);
  }
  const only = after ?? before ?? {};
  return shown(only)
    .filter((k) => !isEmpty(only[k]))
    .map((k) => `${HISTORY_FIELDS[k]!.label}: ${historyValue(k, only[k], ctx)}`);
}

/** What an entry is about: 'Riesgo', or the quotation's coverage. */
export function historySubject(entry: RiskHistoryEntry, names: HistoryNames): string {
  if (entry.entity === 'risks') return 'Riesgo';
  const coverage = names.quotations?.[String(entry.entityId)];
  return coverage ? `Cotización ${coverage}` : 'Cotización';
}

/** The ids an entry refers to, by kind: what the server names in HistoryNames. */
export function historyReferences(entries: readonly RiskHistoryEntry[]) {
  const refs = { zones: new Set<number>(), crops: new Set<number>(), modules: new Set<number>(), quotations: new Set<number>() };
  const add = (set: Set<number>, v: unknown) => {
    const n = Number(v);
    if (Number.isInteger(n) && n > 0) set.add(n);
  };
  for (const e of entries) {
    if (e.entity === 'quotations') add(refs.quotations, e.entityId);
    for (const record of [e.before, e.after]) {
      for (const [k, v] of Object.entries(record ?? {})) {
        const kind = HISTORY_FIELDS[k]?.kind;
        if (kind === 'zone') add(refs.zones, v);
        else if (kind === 'crop') add(refs.crops, v);
        else if (kind === 'quotations' && Array.isArray(v)) v.forEach((id) => add(refs.quotations, id));
        else if (kind === 'split' && v && typeof v === 'object') Object.keys(v).forEach((id) => add(refs.modules, id));
      }
    }
  }
  return refs;
}
