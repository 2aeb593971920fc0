// The settings screen (docs/rules/settings.md) described once: the options of 'Notificaciones' and
// 'Parámetros del simulador' (label, input, section, the switch that enables them) and the rows of
// 'Ignorar descuentos', 'Valores de IVA' and 'Aclaraciones de PDFs'. The tabs build their inputs and
// columns from this; the rules (schema.ts, simulator-parameters.ts, and so the server) read which
// options exist, which are flags, addresses, decimals and per-crop values from it.
import { COMPANIES } from '../coverages/companies';
import { CROP_NAMES } from '../coverages/crops';
import { CURRENCIES } from '../core/currencies';
import { defineResource, type FieldDescription, type FieldInput } from '../core/resource';
import { PAYMENT_METHODS, RATE_OPTIONS } from '../quotations/payment';

const ADVANCES = 'Anticipos';
const DUE_DATES = 'Vencimiento de anticipos';
const REQUESTS = 'Solicitudes';

// `as const`: the server's mail settings (server/mail/settings.ts) read each option by its input's type.
const flag = (label: string, section: string) => ({ label, input: 'flag', section }) as const satisfies FieldDescription;
/** An origin address: one address of the company's domain. */
const from = (section: string) =>
  ({ label: 'Dirección de origen', input: 'email', section, helperText: false }) as const satisfies FieldDescription;
const addresses = (label: string, section: string) =>
  ({ label, input: 'emails', section, helperText: 'Varias direcciones separadas por comas.' }) as const satisfies FieldDescription;

export const NOTIFICATION_FIELDS = {
  on_advance_send_emails_enabled: flag('Enviar correos al anticipar una cotización', ADVANCES),
  on_advance_send_emails_copy_to_producer: flag('Enviar copia al productor', ADVANCES),
  on_advance_send_emails_from_address: from(ADVANCES),
  on_advance_send_emails_to_address: addresses('Destinatarios', ADVANCES),
  on_advance_send_emails_bcc_address: addresses('Copia oculta (CCO)', ADVANCES),
  advance_due_date_notification_enabled: flag('Notificar el vencimiento de los anticipos', DUE_DATES),
  advance_due_date_notification_to_producer: flag('Notificar al productor', DUE_DATES),
  advance_due_date_notification_admin_email: addresses('Email del administrador', DUE_DATES),
  solicitudes_send_emails_enabled: flag('Enviar correos de solicitudes', REQUESTS),
  solicitudes_send_emails_copy_to_supervisor: flag('Enviar copia al supervisor', REQUESTS),
  solicitudes_send_emails_to_user: flag('Enviar al productor', REQUESTS),
  solicitudes_send_emails_to_client: flag('Enviar al cliente', REQUESTS),
  solicitudes_send_emails_from_address: from(REQUESTS),
  solicitudes_send_emails_to_address: addresses('Destinatarios', REQUESTS),
  solicitudes_send_emails_bcc_address: addresses('Copia oculta (CCO)', REQUESTS),
} satisfies Record<string, FieldDescription>;

export type NotificationOption = keyof typeof NOTIFICATION_FIELDS;

export const NOTIFICATION_SETTINGS = defineResource({ resource: 'settings', fields: NOTIFICATION_FIELDS });

const THICK = 'Cosecha gruesa';
const THIN = 'Cosecha fina';
const QUOTATIONS = 'Cotizaciones';

/** The simulator tab's inputs sit in narrow columns: one per line, no line under them. */
const column = (label: string, input: FieldInput, section: string, enabledBy?: string): FieldDescription => ({
  label,
  input,
  section,
  width: 'full',
  helperText: false,
  ...(enabledBy ? { enabledBy } : {}),
});
const cropRate = (crop: string, section: string, enabledBy: string) => column(`Tasa de recargo ${crop} (%)`, 'decimal', section, enabledBy);
const cropDate = (crop: string, section: string, enabledBy: string) => column(`Fecha de vencimiento ${crop}`, 'date', section, enabledBy);
const quotation = (crop: string): FieldDescription => ({
  label: `Cotización ${crop}`,
  input: 'decimal',
  section: QUOTATIONS,
  width: 'quarter',
  helperText: false,
  enabledBy: 'apply_quotations_manually',
});

export const SIMULATOR_SETTINGS = defineResource({
  resource: 'settings',
  sections: {
    [THICK]: { title: 'Cosecha gruesa (soja, maíz, girasol)', width: 'half' },
    [THIN]: { title: 'Cosecha fina (trigo)', width: 'half' },
    [QUOTATIONS]: { title: 'Cotizaciones del día (U$S/QQ)' },
  },
  fields: {
    thick_recharge_rate: column('Tasa de recargo (%)', 'decimal', THICK),
    thick_crop_date: column('Fecha de vencimiento', 'date', THICK),
    apply_all_thick_rates: flag('Aplicar tasas a cultivos individuales', THICK),
    soy_recharge_rate: cropRate(CROP_NAMES.soy, THICK, 'apply_all_thick_rates'),
    corn_recharge_rate: cropRate(CROP_NAMES.corn, THICK, 'apply_all_thick_rates'),
    sunflower_recharge_rate: cropRate(CROP_NAMES.sunflower, THICK, 'apply_all_thick_rates'),
    apply_all_thick_dates: flag('Aplicar fechas a cultivos individuales', THICK),
    soy_crop_date: cropDate(CROP_NAMES.soy, THICK, 'apply_all_thick_dates'),
    corn_crop_date: cropDate(CROP_NAMES.corn, THICK, 'apply_all_thick_dates'),
    thin_recharge_rate: column('Tasa de recargo (%)', 'decimal', THIN),
    thin_crop_date: column('Fecha de vencimiento', 'date', THIN),
    apply_all_thin_rates: flag('Aplicar tasas a cultivos individuales', THIN),
    wheat_recharge_rate: cropRate(CROP_NAMES.wheat, THIN, 'apply_all_thin_rates'),
    apply_all_thin_dates: flag('Aplicar fechas a cultivos individuales', THIN),
    wheat_crop_date: cropDate(CROP_NAMES.wheat, THIN, 'apply_all_thin_dates'),
    apply_quotations_manually: flag('Ingresar cotizaciones manualmente', QUOTATIONS),
    soy_quotation: quotation(CROP_NAMES.soy),
    corn_quotation: quotation(CROP_NAMES.corn),
    wheat_quotation: quotation(CROP_NAMES.wheat),
    sunflower_quotation: quotation(CROP_NAMES.sunflower),
    /** Its choices are the dollar futures of the API (the tab draws it). */
    selected_future: { label: 'Dólar futuro seleccionado', input: 'select', section: 'Dólar futuro', helperText: false },
  },
});

/** The option -> value settings, both tabs (read on each call: a field added to a description counts at once). */
const settingFields = (): Readonly<Record<string, FieldDescription>> => ({ ...NOTIFICATION_SETTINGS.fields, ...SIMULATOR_SETTINGS.fields });

/** A setting option's description (undefined for an option the spec does not have). */
export const settingField = (option: string): FieldDescription | undefined => {
  const fields = settingFields();
  return Object.hasOwn(fields, option) ? fields[option] : undefined;
};

/** The options whose input is `input` ('flag': stored as '1' / '0'). */
export const settingOptionsWith = (input: FieldInput) =>
  Object.entries(settingFields())
    .filter(([, f]) => f.input === input)
    .map(([option]) => option);

// ---------------------------------------------------------------- the rows of the other tabs

/** A key of the row, shown by its name (not edited). */
const key = (label: string, choices: FieldDescription['choices'], list: number): FieldDescription => ({
  label,
  input: 'none',
  format: 'choice',
  choices,
  list,
});

const taxVatKeys = {
  companyId: key('Aseguradora', COMPANIES, 1),
  paymentMethodId: key('Forma de pago', PAYMENT_METHODS, 2),
  rateOptionId: key('Opción de tasa', RATE_OPTIONS, 3),
  hectarePriceCurrencyId: key('Moneda', CURRENCIES, 4),
};

/** 'Valores de IVA': filtered by each key, the value edited in its row. */
export const TAX_VAT_RESOURCE = defineResource({
  resource: 'tax_vats',
  fields: {
    ...taxVatKeys,
    value: { label: 'IVA (%)', listLabel: 'IVA', input: 'decimal', format: 'percent', list: 5, helperText: false },
  },
  filters: Object.entries(taxVatKeys).map(([source, f]) => ({ source, label: f.label, choices: f.choices ?? [], emptyLabel: 'Todas' })),
});

/** 'Aclaraciones de PDFs': one rich-text note per payment method, rate option and currency. */
export const NOTE_RESOURCE = defineResource({
  resource: 'notes',
  fields: {
    paymentMethodId: key('Forma de pago', PAYMENT_METHODS, 1),
    rateOptionId: key('Opción de tasa', RATE_OPTIONS, 2),
    hectarePriceCurrencyId: key('Moneda', CURRENCIES, 3),
    value: { label: 'Aclaración', input: 'longText', list: 4 },
  },
});

/** 'Ignorar descuentos': a rule fixes one or more of these filters; an empty one matches every value. */
export const IGNORE_DISCOUNT_RESOURCE = defineResource({
  resource: 'ignore_discounts',
  fields: {
    moduleId: { label: 'Cobertura', input: 'reference', list: 1 },
    cropId: { label: 'Cultivo', input: 'reference', reference: 'crops', optionText: 'description', emptyText: 'Todos', list: 2 },
    provinceId: { label: 'Provincia', input: 'reference', list: 3 },
    zoneId: { label: 'Departamento', input: 'reference', list: 4 },
  },
});
