// The financing simulator's request (docs/rules/financing.md#validaciones): the app's form and POST /api/refinance, -pdf and -excel check it with the spec's messages.
import { z } from 'zod';
import { SIMULATOR_CROP_IDS } from '../simulator/choices';
import { cmp, dec } from '../core/decimal';
import { daysBetween } from './formula';
import { parseDecimal } from '../core/numbers';
import { isIsoDate } from '../campaigns/schema';
import { INVALID_PAYLOAD_MESSAGE, flagInput, isFlagOn } from '../core/fields';
import { idSchema, toId } from '../core/ids';

export const FINANCING_MESSAGES = {
  capital: 'Capital inválido',
  tna: 'TNA inválido',
  interest: 'Interés inválido',
  iva: 'IVA inválido',
  date: 'Fecha inválida',
  /** the toast when the form cannot be simulated (no valid capital or no crop) */
  review: 'Revise los datos ingresados.',
  crop: 'Cultivo inválido',
  cropTwice: 'El cultivo ya fue agregado.',
  cropAdded: 'Se ha agregado el cultivo.',
  cropRemoved: 'Se ha eliminado el cultivo.',
} as const;

/** Expiry dates must be more than this many days after the operation date. */
export const MIN_EXPIRY_DAYS = 30;
const MAX_AMOUNT = '1000000000000';

/** A non-negative decimal (dot or a JSON number) below a sane ceiling, as canonical text. */
const amount = (message: string, positive = false) =>
  z.unknown().transform((value, ctx) => {
    const d = parseDecimal(value);
    const ok = d !== undefined && !d.startsWith('-') && cmp(dec(d), dec(MAX_AMOUNT)) < 0 && (!positive || cmp(dec(d), dec(0)) > 0);
    if (!ok) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d;
  });

/** An ISO date more than 30 days after `today`. */
const expiryDate = (today: string) =>
  z.unknown().transform((value, ctx) => {
    const ok = typeof value === 'string' && isIsoDate(value);
    if (!ok || daysBetween(today, value) <= MIN_EXPIRY_DAYS) {
      ctx.addIssue({ code: 'custom', message: FINANCING_MESSAGES.date });
      return z.NEVER;
    }
    return value;
  });

const flag = flagInput.transform(isFlagOn);

const cropId = z.unknown().transform((value, ctx) => {
  const id = toId(value);
  if (id === undefined || !SIMULATOR_CROP_IDS.includes(id)) {
    ctx.addIssue({ code: 'custom', message: FINANCING_MESSAGES.crop });
    return z.NEVER;
  }
  return id;
});

/** One crop of the request; `today` is the operation date (ISO, Argentina). */
export const financingCropSchema = (today: string) =>
  z.object(
    {
      cropId,
      tnaPesos: amount(FINANCING_MESSAGES.tna),
      tnaDollars: amount(FINANCING_MESSAGES.tna),
      cropExpDate: expiryDate(today),
      dollarExpDate: expiryDate(today),
      interest: amount(FINANCING_MESSAGES.interest),
      iva: amount(FINANCING_MESSAGES.iva),
      includeProfitTax: flag,
      includeIvaTax: flag,
      includeDollarsPesos: flag,
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  );

/** POST /api/refinance (and its PDF and Excel): capital, the negotiation, one entry per crop. */
export const financingRequestSchema = (today: string) =>
  z.object(
    {
      capital: amount(FINANCING_MESSAGES.capital, true),
      negotiationId: idSchema(),
      crops: z
        .array(financingCropSchema(today), { error: FINANCING_MESSAGES.review })
        .min(1, { error: FINANCING_MESSAGES.review })
        .max(SIMULATOR_CROP_IDS.length, { error: FINANCING_MESSAGES.review })
        .superRefine((crops, ctx) => {
          const seen = new Set<number>();
          crops.forEach((c, i) => {
            if (seen.has(c.cropId)) ctx.addIssue({ code: 'custom', path: [i, 'cropId'], message: FINANCING_MESSAGES.cropTwice });
            seen.add(c.cropId);
          });
        }),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  );

export type FinancingRequest = z.output<ReturnType<typeof financingRequestSchema>>;
