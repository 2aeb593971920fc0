// Rate create/update payload (docs/rules/rates.md#validaciones).

import { z } from 'zod';
import { INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, textField } from '../core/fields';
import { idSchema } from '../core/ids';

export const RATE_MESSAGES = {
  module: 'Seleccione una cobertura',
  zone: 'Departamento inválido',
  crop: 'Cultivo inválido',
  franchiseDeductible: 'Deducible/Franquicia inválida',
  amount: 'Prima inválida',
  description: `La descripción admite hasta ${MAX_TEXT_LENGTH} caracteres.`,
  descriptionType: 'Descripción inválida: debe ser un texto.',
} as const;

/**
 * Up to 3 integer digits and 2 decimals, trailing zeros aside (the spec's 'amount … 2 decimals': the list shows 2, and
 * the premium uses what the list shows), '.' or ',' as the decimal mark ('4,75' as typed in es-AR).
 */
const AMOUNT_PATTERN = /^(\d{1,3})(?:[.,](\d{1,2})0*)?$/;

/**
 * The premium % as an exact decimal string ('4.75'), or undefined unless 0 < amount <= 100
 * with at most 2 decimals. Numbers are read through their shortest form (4.75 -> '4.75').
 */
export function parseRateAmount(value: unknown): string | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = AMOUNT_PATTERN.exec(text);
  if (!m) return undefined;
  const [, intDigits = '', fracDigits = ''] = m;
  const int = intDigits.replace(/^0+(?=\d)/, '');
  const frac = fracDigits.replace(/0+$/, '');
  const isZero = /^0+$/.test(int) && frac === '';
  const overHundred = Number(int) > 100 || (Number(int) === 100 && frac !== '');
  if (isZero || overHundred) return undefined;
  return frac ? `${int}.${frac}` : int;
}

export const rateAmountField = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const amount = parseRateAmount(value);
    if (amount === undefined) {
      ctx.addIssue({ code: 'custom', message: RATE_MESSAGES.amount });
      return z.NEVER;
    }
    return amount;
  });

const rateFields = {
  zoneId: idSchema(RATE_MESSAGES.zone),
  cropId: idSchema(RATE_MESSAGES.crop),
  franchiseDeductible: textField(RATE_MESSAGES.franchiseDeductible, { pattern: null }),
  amount: rateAmountField,
  // The original API stores a blank space when the form sends none.
  description: z
    .union([z.string(), z.null(), z.undefined()], { error: RATE_MESSAGES.descriptionType })
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : ' '))
    .refine((v) => v.length <= MAX_TEXT_LENGTH, { error: RATE_MESSAGES.description }),
};

/** POST /api/rates. */
export const rateSchema = z.object({ moduleId: idSchema(RATE_MESSAGES.module), ...rateFields }, { error: INVALID_PAYLOAD_MESSAGE });

/** PUT /api/rates/{id}: the rate stays in its coverage (a moduleId in the payload is ignored). */
export const rateUpdateSchema = z.object(rateFields, { error: INVALID_PAYLOAD_MESSAGE });

export type RateInput = z.input<typeof rateSchema>;
export type RateData = z.output<typeof rateSchema>;
export type RateUpdateData = z.output<typeof rateUpdateSchema>;

/** The 'Nueva tasa' form (the coverage is the page's): province only narrows the department select (not sent). */
export const rateFormSchema = rateUpdateSchema.extend({ provinceId: z.unknown().optional() });
