// The per-crop financing form's state and suggestions (docs/rules/financing.md#formulario).
import { daysBetween, interestFor, suggestedVat, type FinancingCropForm } from '../../domain/financing';
import { parseDecimal } from '../../domain/core/numbers';
import { financingCropSchema, financingRequestSchema } from '../../domain/financing/schema';
import type { FinancingPayload } from '../../api/simulator';
import { z } from 'zod';

/** One crop's form: the fields the API takes. */
export type CropForm = FinancingCropForm;

export const emptyCropForm = (cropId: number): CropForm => ({
  cropId,
  tnaPesos: '',
  tnaDollars: '',
  cropExpDate: '',
  dollarExpDate: '',
  interest: '',
  iva: '',
  includeProfitTax: true,
  includeIvaTax: true,
  includeDollarsPesos: true,
});

/**
 * A change to one field, with the spec's follow-ups: the crop date is copied to the dollar date;
 * the interest is recalculated from the capital, the pesos TNA and the days to the crop date, and
 * the VAT suggested as 10.5 % of it. Interest and VAT stay editable; an interest typed by hand
 * suggests its VAT again.
 */
export function changeCropForm(form: CropForm, capital: string, field: keyof CropForm, value: string | boolean, today: string): CropForm {
  const next = { ...form, [field]: value } as CropForm;
  if (field === 'cropExpDate') next.dollarExpDate = String(value);
  if (field === 'tnaPesos' || field === 'cropExpDate') return withSuggestions(next, capital, today);
  if (field === 'interest') {
    const interest = parseDecimal(value);
    if (interest !== undefined) next.iva = suggestedVat(interest);
  }
  return next;
}

/** The interest and VAT suggested for the form's capital, TNA and date (unchanged when they are not valid yet). */
export function withSuggestions(form: CropForm, capital: string, today: string): CropForm {
  const c = parseDecimal(capital);
  const tna = parseDecimal(form.tnaPesos);
  const days = /^\d{4}-\d{2}-\d{2}$/.test(form.cropExpDate) ? daysBetween(today, form.cropExpDate) : NaN;
  if (c === undefined || tna === undefined || !(days > 0)) return form;
  const interest = interestFor(c, tna, days);
  return { ...form, interest, iva: suggestedVat(interest) };
}

/** A crop ticked in the form; `added` once 'Agregar' accepted it (only added crops are simulated). */
export type CropEntry = CropForm & { added: boolean };

/** The financing form's values. */
export interface FinancingValues {
  capital: string;
  crops: CropEntry[];
}

export const payloadOf = ({ capital, crops }: FinancingValues, negotiationId: string): FinancingPayload => ({
  capital,
  negotiationId,
  crops: crops.filter((c) => c.added).map(({ added: _added, ...crop }) => crop),
});

/** The form's path of a request's path: the request's `crops.<n>` counts the added crops only. */
export function formPath(path: string, { crops }: FinancingValues): string {
  const match = /^crops\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const index = crops.flatMap((c, i) => (c.added ? [i] : []))[Number(match[1])];
  return index === undefined ? path : `crops.${index}${match[2] ?? ''}`;
}

/**
 * The form checks the request it would send (the server's schema), each message on its field, and
 * every ticked crop not added yet (what 'Agregar' asks): its messages stay on its fields after 'Aceptar'.
 */
export const financingFormSchema = (today: string, negotiationId: string) =>
  z.custom<FinancingValues>().superRefine((values, ctx) => {
    const report = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: path.split('.') });
    const parsed = financingRequestSchema(today).safeParse(payloadOf(values, negotiationId));
    if (!parsed.success) for (const issue of parsed.error.issues) report(formPath(issue.path.join('.'), values), issue.message);
    values.crops.forEach((crop, index) => {
      if (crop.added) return;
      const own = financingCropSchema(today).safeParse(crop);
      if (!own.success) for (const issue of own.error.issues) report(`crops.${index}.${issue.path.join('.')}`, issue.message);
    });
  });
