// The settings screen's rows (docs/rules/settings.md) as the API answers them.

/** GET/PUT /api/settings, GET /api/settings-by-option: an option and its value ('' when empty; booleans '1'/'0'). */
export interface Setting {
  option: string;
  value: string;
}

/** GET/POST /api/ignore_discounts: where discounts are not applied; each filter may be empty. */
export interface IgnoreDiscountRule {
  id: number;
  moduleId: number | null;
  cropId: number | null;
  provinceId: number | null;
  zoneId: number | null;
  module: { description: string; companyId: number } | null;
  crop: { description: string } | null;
  province: { name: string } | null;
  zone: { description: string; /** absent from the original API */ companyId?: number; province: { name: string } | null } | null;
}

/** GET /api/tax_vats, PUT /api/tax_vats/{id}: the VAT of a payment method, rate option, insurer and currency. */
export interface TaxVat {
  id: number;
  paymentMethodId: number;
  rateOptionId: number;
  companyId: number;
  hectarePriceCurrencyId: number;
  /** A percentage with at least two decimals ('21.00', '10.50'). */
  value: string;
  company: { name: string };
  paymentMethod: { name: string };
  rateOption: { name: string };
  hectarePriceCurrency: { name: string };
}

/** GET /api/notes, PUT /api/notes/{id}: a PDF footnote (sanitised rich text). */
export interface Note {
  id: number;
  paymentMethodId: number;
  rateOptionId: number;
  hectarePriceCurrencyId: number;
  value: string;
}

/** GET /api/futures: a dollar or crop future (the spot dollar has no month). */
export interface Future {
  id: number;
  option: string;
  /** A decimal string ('1045.5000'). */
  value: string;
  /** First day of the contract month ('YYYY-MM-DD'), or null for the spot dollar. */
  month: string | null;
  cropId: number | null;
  kind: 'dollar' | 'crop';
}
