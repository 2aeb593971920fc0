// Market data written by admins (the 'Datos de mercado' screen): a day's board prices
// (PUT /api/external-rates) and a future's value (PUT /api/futures/{id}).
import { z } from 'zod';
import { EXTERNAL_RATE_FIELDS, type ExternalRateField } from './entity';
import { isoDateInArgentina } from '../core/format';
import { cmp, dec, round } from '../core/decimal';
import { fitsNumeric, NUMERIC_COLUMNS } from '../core/limits';
import { parseDecimal } from '../core/numbers';
import { isIsoDate } from '../campaigns/schema';
import { INVALID_PAYLOAD_MESSAGE } from '../core/fields';

export const MARKET_MESSAGES = {
  value: 'Ingresá un número mayor o igual a cero.',
  futureValue: 'Ingresá un número mayor a cero.',
  date: 'Ingresá una fecha válida que no sea futura.',
  month: 'Ingresá un mes válido (1 a 12 o AAAA-MM).',
  empty: 'Ingresá al menos un valor.',
  dollarNeeded: 'Ingresá el dólar del día, mayor a cero: el simulador y la financiación lo usan.',
  noCropFuture: 'No se encontró futuro del cultivo para ese mes.',
  noDollarFuture: 'No hay ningún dólar futuro cargado.',
  noBoard: 'No hay valores del día cargados.',
  noFuture: 'No se encontró el futuro.',
  saved: 'Los cambios fueron registrados.',
} as const;

const COLUMN = NUMERIC_COLUMNS.market;

/** A board price or a future's value: a decimal >= 0 (or > 0 at the column's scale) that fits its column, as canonical text. */
export function marketValue(v: unknown, positive: boolean): string | undefined {
  const d = parseDecimal(v);
  const ok = d !== undefined && !d.startsWith('-') && fitsNumeric(d, COLUMN) && (!positive || round(dec(d), COLUMN.scale).units > 0n);
  return ok ? d : undefined;
}

/** The day's board keeps a dollar above zero: the simulator and the financing read it. */
export const isUsableDollar = (dollars: string | null | undefined) => typeof dollars === 'string' && cmp(dec(dollars), dec('0')) > 0;

/** `marketValue` as a field; '' and null are "no value". */
const amount = (message: string, positive = false) =>
  z.unknown().transform((v, ctx) => {
    if (v === null || v === '' || v === undefined) return null;
    const d = marketValue(v, positive);
    if (d === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d;
  });

/** PUT /api/external-rates: a day (today when absent; never a future one) and any of its values. */
export const externalRatesSchema = z
  .object(
    {
      date: z
        .unknown()
        .optional()
        .transform((v, ctx) => {
          if (v === undefined || v === null || v === '') return isoDateInArgentina();
          const ok = typeof v === 'string' && isIsoDate(v) && v <= isoDateInArgentina();
          if (!ok) {
            ctx.addIssue({ code: 'custom', message: MARKET_MESSAGES.date });
            return z.NEVER;
          }
          return v;
        }),
      ...(Object.fromEntries(EXTERNAL_RATE_FIELDS.map((f) => [f, amount(MARKET_MESSAGES.value).optional()])) as Record<
        ExternalRateField,
        z.ZodOptional<ReturnType<typeof amount>>
      >),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine((body, ctx) => {
    if (!EXTERNAL_RATE_FIELDS.some((f) => body[f] !== undefined))
      ctx.addIssue({ code: 'custom', path: ['dollars'], message: MARKET_MESSAGES.empty });
    // a cleared dollar (the server also checks the day's stored one when none is sent)
    else if (body.dollars !== undefined && !isUsableDollar(body.dollars))
      ctx.addIssue({ code: 'custom', path: ['dollars'], message: MARKET_MESSAGES.dollarNeeded });
  });

/** PUT /api/futures/{id}. */
export const futureValueSchema = z
  .object({ value: amount(MARKET_MESSAGES.futureValue, true) }, { error: INVALID_PAYLOAD_MESSAGE })
  .superRefine((b, ctx) => {
    if (b.value === null) ctx.addIssue({ code: 'custom', path: ['value'], message: MARKET_MESSAGES.futureValue });
  });
