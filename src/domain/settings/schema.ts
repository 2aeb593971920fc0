// Settings payloads (docs/rules/settings.md): PUT /api/settings, ignore_discounts, tax_vats and notes.

import { z } from 'zod';
import { TEXT_LIMITS } from '../core/limits';
import { settingField } from './resource';
import { simulatorParameterErrors, storedSettingValue, type FuturesContext, type SettingValues } from './simulator-parameters';
import { emptyFieldErrors, type FieldErrors } from '../core/validation';
import { INVALID_PAYLOAD_MESSAGE } from '../core/fields';
import { nullableIdSchema } from '../core/ids';

export const SETTINGS_MESSAGES = {
  saved: 'Configuraciones actualizadas correctamente',
  unknownOption: 'La configuración no existe.',
  empty: 'Enviá al menos una configuración.',
  boolean: 'El valor debe ser 1 (sí) o 0 (no).',
  fromRequired: 'La dirección de origen no puede estar vacía.',
  email: 'Formato de email inválido',
  semicolon: 'Separe las direcciones con comas (,), no con punto y coma (;).',
  tooLong: `El valor admite hasta ${TEXT_LIMITS.long} caracteres.`,
} as const;

export const fromDomainMessage = (domain: string) => `La dirección de origen debe terminar en ${domain}`;

const EMAIL = z.email();
const isEmail = (s: string) => s.length <= 255 && EMAIL.safeParse(s).success;

/** The addresses of a comma-separated list (blank items dropped). */
export const emailList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The error of an optional comma-separated address list, or null. */
export function addressListError(value: string): string | null {
  if (value.includes(';')) return SETTINGS_MESSAGES.semicolon;
  return emailList(value).every(isEmail) ? null : SETTINGS_MESSAGES.email;
}

/** The error of an origin address: required, one valid address, in the company's domain. */
export function fromAddressError(value: string, companyDomain: string): string | null {
  const v = value.trim();
  if (!v) return SETTINGS_MESSAGES.fromRequired;
  if (!isEmail(v)) return SETTINGS_MESSAGES.email;
  if (companyDomain && !v.toLowerCase().endsWith(companyDomain.trim().toLowerCase())) return fromDomainMessage(companyDomain.trim());
  return null;
}

/** The error of one setting value by its input (a switch, an origin address, an address list), or null. */
export function settingValueError(option: string, value: string, companyDomain: string): string | null {
  switch (settingField(option)?.input) {
    case 'flag':
      return value === '1' || value === '0' ? null : SETTINGS_MESSAGES.boolean;
    case 'email':
      return fromAddressError(value, companyDomain);
    case 'emails':
      return addressListError(value);
    default:
      return null;
  }
}

export interface SettingsContext {
  /** Every stored setting (option -> value), company_domain included. */
  current: SettingValues;
  /** Futures for the date checks; null skips them (the form before the futures load). */
  futures: FuturesContext | null;
}

export const isSettingOption = (option: string) => settingField(option) !== undefined;

/**
 * Errors of a set of changes (option -> new value) against the stored settings: unknown
 * options, each value's own rule, then the simulator parameters' joint rules.
 */
export function settingsErrors(changes: Readonly<Record<string, string>>, ctx: SettingsContext): FieldErrors {
  const errors = emptyFieldErrors();
  const domain = ctx.current.company_domain ?? '';
  for (const [option, value] of Object.entries(changes)) {
    if (!isSettingOption(option) || !Object.hasOwn(ctx.current, option)) {
      errors[option] = [SETTINGS_MESSAGES.unknownOption];
      continue;
    }
    const e = value.length > TEXT_LIMITS.long ? SETTINGS_MESSAGES.tooLong : settingValueError(option, value, domain);
    if (e) errors[option] = [e];
  }
  const merged = { ...ctx.current, ...changes };
  for (const [option, list] of Object.entries(simulatorParameterErrors(merged, new Set(Object.keys(changes)), ctx.futures))) {
    errors[option] ??= list;
  }
  return errors;
}

const settingValue = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: INVALID_PAYLOAD_MESSAGE })
  .transform((v) => (v === null ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v).trim()));
const settingRow = z.object(
  {
    option: z.string({ error: INVALID_PAYLOAD_MESSAGE }).trim().min(1, { error: INVALID_PAYLOAD_MESSAGE }),
    value: settingValue.optional().transform((v) => v ?? ''),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);

/**
 * PUT /api/settings body: `{settings: [{option, value}]}` or the bare list -> option -> value,
 * each as it is stored. The rules of each value need the stored settings: `settingsErrors`.
 */
export const settingsPayloadSchema = z
  .preprocess(
    (body) => (Array.isArray(body) ? { settings: body } : body),
    z.object({ settings: z.array(settingRow, { error: INVALID_PAYLOAD_MESSAGE }) }, { error: INVALID_PAYLOAD_MESSAGE }),
  )
  .transform((b) => b.settings)
  .refine((rows) => rows.length > 0, { error: SETTINGS_MESSAGES.empty })
  .transform((rows) => Object.fromEntries(rows.map((r) => [r.option, storedSettingValue(r.option, r.value)])) as Record<string, string>);

/** The changed entries of a settings form (values compared as they are stored; undefined = not sent). */
export function changedSettings(values: Readonly<Record<string, unknown>>, initial: SettingValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [option, raw] of Object.entries(values)) {
    if (raw === undefined) continue; // a disabled input: not part of the change
    const value = storedSettingValue(option, raw === true ? '1' : raw === false ? '0' : raw == null ? '' : String(raw).trim());
    if (value !== (initial[option] ?? '').trim()) out[option] = value;
  }
  return out;
}

/** The form's schema: the values of the changed settings must pass the same rules as on the server. */
export function settingsFormSchema(ctx: SettingsContext) {
  return z.record(z.string(), z.unknown()).superRefine((values, issue) => {
    const changes = changedSettings(values, ctx.current);
    for (const [option, messages] of Object.entries(settingsErrors(changes, ctx))) {
      issue.addIssue({ code: 'custom', path: [option], message: messages[0] });
    }
  });
}

// ---------------------------------------------------------------- ignore-discount rules

export const IGNORE_DISCOUNT_MESSAGES = {
  noFilter: 'Debe completar al menos uno de los filtros',
  zoneWithoutProvince: 'Elegí la provincia del departamento.',
  zoneNotInProvince: 'El departamento no pertenece a la provincia seleccionada.',
  module: 'Cobertura inválida',
  crop: 'Cultivo inválido',
  province: 'Provincia inválida',
  zone: 'Departamento inválido',
  created: 'La regla fue registrada.',
  deleted: 'La regla fue eliminada.',
} as const;

export const ignoreDiscountSchema = z
  .object(
    {
      moduleId: nullableIdSchema(IGNORE_DISCOUNT_MESSAGES.module),
      cropId: nullableIdSchema(IGNORE_DISCOUNT_MESSAGES.crop),
      provinceId: nullableIdSchema(IGNORE_DISCOUNT_MESSAGES.province),
      zoneId: nullableIdSchema(IGNORE_DISCOUNT_MESSAGES.zone),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine((d, ctx) => {
    if (d.moduleId == null && d.cropId == null && d.provinceId == null && d.zoneId == null) {
      ctx.addIssue({ code: 'custom', path: ['root'], message: IGNORE_DISCOUNT_MESSAGES.noFilter });
    }
    if (d.zoneId != null && d.provinceId == null) {
      ctx.addIssue({ code: 'custom', path: ['zoneId'], message: IGNORE_DISCOUNT_MESSAGES.zoneWithoutProvince });
    }
  });

export type IgnoreDiscountData = z.output<typeof ignoreDiscountSchema>;
export const emptyIgnoreDiscount = { moduleId: '', cropId: '', provinceId: '', zoneId: '' };

// ---------------------------------------------------------------- VAT values and PDF notes

export const TAX_VAT_MESSAGES = {
  value: 'El impuesto debe ser un porcentaje entre 0 y 100, con hasta dos decimales.',
  saved: 'Impuesto editado correctamente',
} as const;

/** A percentage 0..100 with up to two decimals, as an exact decimal string ('21', '10.5' -> '10.50'). */
export const taxVatSchema = z.object(
  {
    value: z
      .union([z.string(), z.number()], { error: TAX_VAT_MESSAGES.value })
      .transform((v) => String(v).trim().replace(',', '.'))
      .refine((s) => /^\d{1,3}(\.\d{1,2})?$/.test(s) && (Number(s.split('.')[0]) < 100 || /^100(\.0{1,2})?$/.test(s)), {
        error: TAX_VAT_MESSAGES.value,
      })
      .transform((s) => {
        const [int, frac = ''] = s.split('.');
        return `${Number(int)}.${frac.padEnd(2, '0')}`;
      }),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);

export const NOTE_MESSAGES = {
  value: 'La aclaración no es válida.',
  tooLong: 'La aclaración es demasiado larga.',
  saved: 'Aclaración editada correctamente',
} as const;

export const NOTE_MAX_LENGTH = TEXT_LIMITS.richText;

/** The note's rich text (HTML); the server sanitises it before storing. */
export const noteSchema = z.object(
  {
    value: z
      .union([z.string(), z.null()], { error: NOTE_MESSAGES.value })
      .transform((v) => v ?? '')
      .refine((s) => s.length <= NOTE_MAX_LENGTH, { error: NOTE_MESSAGES.tooLong }),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);
