// Business constants of the specification (docs/rules/README.md#constantes-del-negocio).
// Lists of options are arrays of `{ id, name }` (react-admin `choices` shape), `name`
// being the Spanish label shown to users; `id` is the value stored and sent to the API.

/** One option of a fixed list: `id` is the stored value, `name` the Spanish label. */
export interface Choice<T extends string | number = string | number> {
  readonly id: T;
  readonly name: string;
}

/** The label of `id` in a list of choices, or '' when the id is unknown. */
export function choiceName<T extends string | number>(list: readonly Choice<T>[], id: T | string | number | null | undefined): string {
  if (id === null || id === undefined) return '';
  const found = list.find((c) => c.id === id || String(c.id) === String(id));
  return found ? found.name : '';
}

// ---------------------------------------------------------------- insurers

export const COMPANY_IDS = { sancor: 1, sanCristobal: 2 } as const;
export const COMPANIES = [
  { id: 1, name: 'Sancor' },
  { id: 2, name: 'San Cristobal' },
] as const satisfies readonly Choice<number>[];
/** Insurer 1 is the default insurer; proposals (external management system) exist only for it. */
export const DEFAULT_COMPANY_ID = COMPANY_IDS.sancor;

// ---------------------------------------------------------------- payment

export const PAYMENT_METHOD_IDS = {
  exchange: 1, // Canje
  financed: 2, // Financiado
  kind: 3, // Pago en Especie
  financedKind: 4, // Pago en Especie Financiado
  quintalsWithAdjustment: 5, // Quintales Con Ajuste (only for quintal)
} as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[keyof typeof PAYMENT_METHOD_IDS];

export const PAYMENT_METHODS = [
  { id: 1, name: 'Canje' },
  { id: 2, name: 'Financiado' },
  { id: 3, name: 'Pago en Especie' },
  { id: 4, name: 'Pago en Especie Financiado' },
  { id: 5, name: 'Quintales Con Ajuste' },
] as const satisfies readonly Choice<PaymentMethodId>[];

/** Payment in kind (methods 3 and 4): only whom may pay in kind chooses them (docs/rules/quotations.md#configuración-de-pago). */
export const IN_KIND_PAYMENT_METHOD_IDS: readonly number[] = [3, 4];

/** Whose rules a negotiation follows: the simple wizard's (types 'simple', 'double-crop') or the grouped one's. */
export type WizardKind = 'grouped' | 'simple';
export const wizardOf = (type: string | null | undefined): WizardKind =>
  type === 'simple' || type === 'double-crop' ? 'simple' : 'grouped';

/**
 * The payment methods that keep the correction factor (reset to 0 unless in kind): the simple
 * wizard's is method 3; the grouped wizard's, 3 and 4 (docs/rules/quotations.md#configuración-de-pago).
 */
export const correctionFactorMethods = (wizard: WizardKind): readonly number[] => (wizard === 'simple' ? [3] : IN_KIND_PAYMENT_METHOD_IDS);
export const keepsCorrectionFactor = (wizard: WizardKind, paymentMethodId: number | null | undefined): boolean =>
  paymentMethodId != null && correctionFactorMethods(wizard).includes(paymentMethodId);

export const RATE_OPTION_IDS = {
  none: 0,
  withVat: 1, // Prima con IVA
  withoutVat: 2, // Prima sin IVA
  beforeTaxes: 3, // Prima antes de impuestos (taxes 0)
} as const;
export type RateOptionId = (typeof RATE_OPTION_IDS)[keyof typeof RATE_OPTION_IDS];

export const RATE_OPTIONS = [
  { id: 1, name: 'Prima con IVA' },
  { id: 2, name: 'Prima sin IVA' },
  { id: 3, name: 'Prima antes de impuestos' },
] as const satisfies readonly Choice<number>[];

/** Rate options each payment method allows: 1, 2, 5 with/without VAT; 3, 4 before taxes only. */
export const RATE_OPTIONS_BY_PAYMENT_METHOD: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2],
  2: [1, 2],
  3: [3],
  4: [3],
  5: [1, 2],
};

/** The rate-option choices allowed for a payment method ([] for an unknown method). */
export function rateOptionsFor(paymentMethodId: number | null | undefined) {
  const allowed = paymentMethodId == null ? [] : (RATE_OPTIONS_BY_PAYMENT_METHOD[paymentMethodId] ?? []);
  return RATE_OPTIONS.filter((o) => allowed.includes(o.id));
}

// ---------------------------------------------------------------- currency units

export const CURRENCY_IDS = { quintal: 1, dollar: 2, peso: 3 } as const;
export type CurrencyId = (typeof CURRENCY_IDS)[keyof typeof CURRENCY_IDS];

/**
 * Units of the hectare price. `symbol` is what is printed next to amounts; `apiName` is the
 * label the API uses for hectarePriceCurrency / hectare_price_currency ('quintal', 'dolar', 'pesos').
 */
export const CURRENCIES = [
  { id: 1, key: 'quintal', apiName: 'quintal', name: 'Quintal (QQ)', symbol: 'QQ' },
  { id: 2, key: 'dollar', apiName: 'dolar', name: 'Dólar (USD)', symbol: 'USD' },
  { id: 3, key: 'peso', apiName: 'pesos', name: 'Peso ($)', symbol: '$' },
] as const satisfies readonly (Choice<CurrencyId> & { key: string; apiName: string; symbol: string })[];

/** New forms default to quintal. */
export const DEFAULT_CURRENCY_ID = 1;

export function currencySymbol(currencyId: number | null | undefined): string {
  return CURRENCIES.find((c) => c.id === currencyId)?.symbol ?? '';
}

/** Open barter warning (CANJE ABIERTO): exchange payment with a peso or dollar unit. */
export function isOpenBarter(paymentMethodId: number | null | undefined, currencyId: number | null | undefined) {
  return paymentMethodId === PAYMENT_METHOD_IDS.exchange && (currencyId === CURRENCY_IDS.peso || currencyId === CURRENCY_IDS.dollar);
}

/**
 * Currency ids of the proposal form (external management system): 1 pesos, 2 dollars, and
 * quintal variants per crop and port. Which variant is Rosario's is not recorded; the first
 * of each list is used as the default.
 */
export const PROPOSAL_CURRENCY_IDS = { pesos: 1, dollars: 2 } as const;
export const PROPOSAL_QUINTAL_CURRENCY_IDS_BY_CROP: Readonly<Record<'corn' | 'soy' | 'sunflower' | 'wheat', readonly number[]>> = {
  corn: [26, 32, 48, 53], // maize / sorghum
  soy: [34, 50, 52, 61],
  sunflower: [21, 22, 23, 49],
  wheat: [29, 56, 59, 60],
};

// ---------------------------------------------------------------- coverages, harvests, crops

export const COVERAGE_TYPES = [
  { id: 'basic', name: 'Básica' },
  { id: 'addon', name: 'Adicional' },
  { id: 'pack', name: 'Pack' },
  { id: 'double-crop', name: 'Doble Cultivo' },
] as const satisfies readonly Choice<string>[];
export type CoverageType = (typeof COVERAGE_TYPES)[number]['id'];

export const HARVESTS = [
  { id: 'thin', name: 'Fina' },
  { id: 'thick', name: 'Gruesa' },
] as const satisfies readonly Choice<string>[];
export type Harvest = (typeof HARVESTS)[number]['id'];

export const CROP_IDS = { soy: 1, corn: 2, sunflower: 3, wheat: 4 } as const;

/** Harvest of the known crops: thick covers soy, corn, sunflower; thin covers wheat. */
export const CROP_HARVEST: Readonly<Record<number, Harvest>> = {
  [CROP_IDS.soy]: 'thick',
  [CROP_IDS.corn]: 'thick',
  [CROP_IDS.sunflower]: 'thick',
  [CROP_IDS.wheat]: 'thin',
};

/** Crops of the simulator and the financing simulator (soy, corn, wheat), with their labels. */
export const SIMULATOR_CROPS = [
  { id: 1, name: 'Soja' },
  { id: 2, name: 'Maíz' },
  { id: 4, name: 'Trigo' },
] as const satisfies readonly Choice<number>[];
export const SIMULATOR_CROP_IDS: readonly number[] = [1, 2, 4];

// ---------------------------------------------------------------- users

export const PRODUCER_TYPES = [
  { id: 1, name: 'Productor Matriculado' },
  { id: 2, name: 'Productor No Matriculado' },
  { id: 3, name: 'Acopio' },
  { id: 4, name: 'Vendedor' },
] as const satisfies readonly Choice<number>[];

/** Default role of a new user (producer) and its default maximum discount. */
export const DEFAULT_ROLE_ID = 4;
export const DEFAULT_MAX_DISCOUNT_ALLOW = 0;

/** Preferred start page: `id` is the route name stored in preferredUrl ('' = default page; src/routes.ts checks each is a route). */
export const PREFERRED_PAGES = [
  { id: 'nueva cotizacion', name: 'Nueva cotización' },
  { id: 'cotizaciones', name: 'Cotizaciones' },
  { id: 'solicitudes', name: 'Solicitudes' },
  { id: 'nueva solicitud', name: 'Nueva solicitud' },
  { id: 'perfil', name: 'Perfil' },
] as const satisfies readonly Choice<string>[];
export type PreferredPage = (typeof PREFERRED_PAGES)[number]['id'];

// ---------------------------------------------------------------- quotations and negotiations

/** Status descriptions of a quotation's history (quotation_statuses.description) as stored by our API. */
export const QUOTATION_STATUSES = {
  initiated: 'initiated',
  accepted: 'accepted',
  updated: 'updated',
  rejected: 'rejected',
  advanced: 'advanced',
  proposal: 'proposal',
  policy: 'policy',
} as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[keyof typeof QUOTATION_STATUSES];

/** Display label of a quotation status, keyed by the English and the original Spanish internal names. */
export const QUOTATION_STATUS_LABELS: Readonly<Record<string, string>> = {
  initiated: 'Nueva',
  iniciada: 'Nueva',
  accepted: 'Aceptada',
  aceptada: 'Aceptada',
  updated: 'Recotizada',
  recotizada: 'Recotizada',
  rejected: 'Rechazada',
  rechazada: 'Rechazada',
  advanced: 'Anticipada',
  anticipada: 'Anticipada',
  proposal: 'Propuesta',
  propuesta: 'Propuesta',
  policy: 'Póliza',
  poliza: 'Póliza',
};

/** The label of a status description (case-insensitive); unknown ones are returned capitalised. */
export function quotationStatusLabel(description: string | null | undefined): string {
  if (!description) return '';
  const label = QUOTATION_STATUS_LABELS[description.trim().toLowerCase()];
  return label ?? description.charAt(0).toUpperCase() + description.slice(1);
}

export const NEGOTIATION_STATES = ['solicitud', 'initiated', 'accepted', 'rejected'] as const;
export type NegotiationState = (typeof NEGOTIATION_STATES)[number];
export const NEGOTIATION_STATE_LABELS: Readonly<Record<NegotiationState, string>> = {
  solicitud: 'Solicitud',
  initiated: 'Iniciada',
  accepted: 'Aceptada',
  // What 'Cancelar' (PUT negotiations/{id}/reject) leaves.
  rejected: 'Cancelada',
};

export const NEGOTIATION_TYPES = [
  { id: 'simple', name: 'Simple' },
  { id: 'double-crop', name: 'Doble Cultivo' },
  { id: 'grouped', name: 'Multiple' },
] as const satisfies readonly Choice<string>[];
export type NegotiationType = (typeof NEGOTIATION_TYPES)[number]['id'];

/** Origin of a negotiation (createdInWeb): 1 website, 0 mobile app. */
export const NEGOTIATION_ORIGINS = [
  { id: 1, name: 'Sitio web' },
  { id: 0, name: 'Aplicación móvil' },
] as const satisfies readonly Choice<number>[];

/** Franchise/deductible filter of a negotiation (fd_filter). */
export const FRANCHISE_FILTERS = [
  { id: 'franquicia', name: 'Franquicia' },
  { id: 'deducible', name: 'Deducible' },
  { id: 'ambos', name: 'Ambos' },
] as const satisfies readonly Choice<string>[];
export type FranchiseFilter = (typeof FRANCHISE_FILTERS)[number]['id'];
export const DEFAULT_FRANCHISE_FILTER: FranchiseFilter = 'ambos';

// ---------------------------------------------------------------- proposals

export const CARDINAL_POINTS = [
  { id: 1, name: 'Norte' },
  { id: 2, name: 'Sur' },
  { id: 3, name: 'Este' },
  { id: 4, name: 'Oeste' },
  { id: 5, name: 'Noreste' },
  { id: 6, name: 'Sureste' },
  { id: 7, name: 'Noroeste' },
  { id: 8, name: 'Suroeste' },
] as const satisfies readonly Choice<number>[];
export const DEFAULT_CARDINAL_POINT = 1;
export const DEFAULT_KILOMETERS = 1;

/** Exchange (canje) types of the proposal form: hailPaymentTypeId. */
export const EXCHANGE_TYPES = [
  { id: 4, name: 'Canje futuro' },
  { id: 5, name: 'Canje disponible' },
] as const satisfies readonly Choice<number>[];
export const DEFAULT_EXCHANGE_TYPE = 4;

export const EXCHANGE_CENTERS = [
  { id: 1, name: 'Puerto' },
  { id: 2, name: 'Acopio Receptor' },
  { id: 3, name: 'Operatoria Acopio' },
] as const satisfies readonly Choice<number>[];
export const DEFAULT_EXCHANGE_CENTER = 1;

export const PORTS = [
  { id: 1, name: 'Rosario' },
  { id: 2, name: 'Bahía Blanca' },
  { id: 3, name: 'Quequén' },
  { id: 4, name: 'Buenos Aires' },
] as const satisfies readonly Choice<number>[];
/** Delivery place when neither the producer nor its supervisor has one: Puerto Rosario. */
export const DEFAULT_PORT = 1;

// ---------------------------------------------------------------- campaigns

export const CAMPAIGN_STATUS_LABELS = {
  upcoming: 'no activa',
  active: 'activa',
  finished: 'finalizada',
} as const;

// ---------------------------------------------------------------- settings

export const NOTIFICATION_SETTING_OPTIONS = [
  'on_advance_send_emails_enabled',
  'on_advance_send_emails_from_address',
  'on_advance_send_emails_to_address',
  'on_advance_send_emails_bcc_address',
  'on_advance_send_emails_copy_to_producer',
  'advance_due_date_notification_enabled',
  'advance_due_date_notification_to_producer',
  'advance_due_date_notification_admin_email',
  'solicitudes_send_emails_enabled',
  'solicitudes_send_emails_from_address',
  'solicitudes_send_emails_to_address',
  'solicitudes_send_emails_bcc_address',
  'solicitudes_send_emails_copy_to_supervisor',
  'solicitudes_send_emails_to_user',
  'solicitudes_send_emails_to_client',
] as const;

export const SIMULATOR_SETTING_OPTIONS = [
  'thick_recharge_rate',
  'thin_recharge_rate',
  'soy_recharge_rate',
  'corn_recharge_rate',
  'wheat_recharge_rate',
  'sunflower_recharge_rate',
  'thick_crop_date',
  'thin_crop_date',
  'soy_crop_date',
  'corn_crop_date',
  'wheat_crop_date',
  'soy_quotation',
  'corn_quotation',
  'wheat_quotation',
  'sunflower_quotation',
  'selected_future',
  'apply_all_thick_dates',
  'apply_all_thin_dates',
  'apply_all_thick_rates',
  'apply_all_thin_rates',
  'apply_quotations_manually',
] as const;

/** Every setting option of the spec. */
export const SETTING_OPTIONS = [...NOTIFICATION_SETTING_OPTIONS, ...SIMULATOR_SETTING_OPTIONS] as const;
export type SettingOption = (typeof SETTING_OPTIONS)[number];

/** Settings stored as '1' / '0'. */
export const BOOLEAN_SETTING_OPTIONS: readonly SettingOption[] = [
  'on_advance_send_emails_enabled',
  'on_advance_send_emails_copy_to_producer',
  'advance_due_date_notification_enabled',
  'advance_due_date_notification_to_producer',
  'solicitudes_send_emails_enabled',
  'solicitudes_send_emails_copy_to_supervisor',
  'solicitudes_send_emails_to_user',
  'solicitudes_send_emails_to_client',
  'apply_all_thick_dates',
  'apply_all_thin_dates',
  'apply_all_thick_rates',
  'apply_all_thin_rates',
  'apply_quotations_manually',
];

export const SETTINGS_TABS = [
  'Notificaciones',
  'Ignorar descuentos',
  'Valores de IVA',
  'Parámetros del simulador',
  'Aclaraciones de PDFs',
] as const;

export const SIMULATOR_TABS = ['Simulador', 'Pago Contado', 'Resumen', 'Valores Externos', 'Exportar', 'Financiación'] as const;

// ---------------------------------------------------------------- limits

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_LINKS = 10;
export const SEARCH_DEBOUNCE_MS = 1200;
export const TOAST_MS = 3000;
/** Long text is cut at this many characters, with an ellipsis. */
export const TEXT_CUT = 40;
/** Page sizes of fixed fetches. */
export const FETCH_SIZES = {
  coverages: 50,
  userModules: 50,
  notificationSettings: 50,
  simulatorSettings: 100,
  futures: 100,
  settingsFutures: 13,
} as const;

export const CUIT_PREFIXES = ['20', '23', '24', '25', '26', '27', '30', '33', '34'] as const;
export const LEGAL_PERSON_CUIT_PREFIXES = ['30', '33', '34'] as const;
/** Client cell: 7 to 10 digits. Users, proposal and contact forms: exactly 10. */
export const CLIENT_CELL_MIN = 7;
export const CLIENT_CELL_MAX = 10;
export const PHONE_LENGTH = 10;
export const DISCOUNT_MAX = 100;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt only reads the first 72 bytes of a password. */
export const PASSWORD_MAX_LENGTH = 72;

/** Financing: a 365-day year (the rest of its rules: src/domain/financing). */
export const DAYS_PER_YEAR = 365;
/** Simulator parameter dates: under one year from today. */
export const SIMULATOR_MAX_DATE_YEARS = 1;

export const SIDEBAR_LINK_HEIGHT = 65;

// ---------------------------------------------------------------- files

export const FILE_NAMES = {
  ratesExport: 'Tasas.xlsx',
  acceptedReport: 'reporte_aceptadas.pdf',
  advancePdfPrefix: 'pdf_anticipo_', // + `${number}_${id}`
  acceptedPdfPrefix: 'cotizacion_aceptada_', // + `${number}_${id}`
  financing: 'Financiación',
  doubleCrop: 'DOBLE CULTIVO',
  risks: '{n} Riesgos',
} as const;
