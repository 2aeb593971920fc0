// LOCAL response types until server-cons commits src/domain/entities/{campaign,coverage,coverage-link,
// settings,user}.ts (same names and shapes, taken from the server's serializers). When they land,
// import from there and delete this file.
import type { CoverageType, Harvest } from '../domain/constants';
import type { Flag } from '../domain/user-profile';

/** An item of GET /api/campaigns/{id}/modules: a coverage of the campaign. */
export interface CampaignCoverage {
  id: number;
  description: string;
  coverageType: CoverageType;
  companyId: number;
  campaignId: number | null;
  company: { id: number; name: string };
}

/** GET /api/modules, /api/modules-all, /api/modules/{id}. */
export interface Coverage {
  id: number;
  description: string;
  coverageType: CoverageType;
  harvest: Harvest | null;
  video: string | null;
  pdfDescription: string | null;
  cropId: number | null;
  cropDescription: string | null;
  sancorId: number | null;
  companyId: number;
  company: { id: number; name: string };
  campaignId: number | null;
  campaign: { id: number; description: string } | null;
  allowMultipleRisks: Flag;
  sortOrder: number;
}

/** A premium rate of a coverage (GET /api/modules/module-rates-pag/{id}; POST/PUT /api/rates). */
export interface Rate {
  id: number;
  moduleId: number;
  zoneId: number;
  cropId: number;
  franchiseDeductible: string;
  /** The premium %, an exact decimal string ('4.75'). */
  amount: string;
  description: string;
  crop: { id: number; description: string };
  zone: { id: number; description: string; provinceId: number; province: { id: number; name: string } };
}

/** GET /api/users/{id}/coverages: a producer's video link for a coverage. */
export interface CoverageLink {
  coverageId: number;
  link: string;
  userId: number;
  /** The coverage's description. */
  name: string;
  companyId: number;
}

/** GET /api/settings: an option and its value ('' when empty; booleans '1'/'0'). */
export interface Setting {
  option: string;
  value: string;
}

/** GET /api/ignore_discounts: where discounts are not applied; each filter may be empty. */
export interface IgnoreDiscountRule {
  id: number;
  moduleId: number | null;
  cropId: number | null;
  provinceId: number | null;
  zoneId: number | null;
  module: { description: string; companyId: number } | null;
  crop: { description: string } | null;
  province: { name: string } | null;
  zone: { description: string; province: { name: string } | null } | null;
}

/** GET /api/tax_vats: the VAT of a payment method, rate option, insurer and currency. */
export interface TaxVat {
  id: number;
  paymentMethodId: number;
  rateOptionId: number;
  companyId: number;
  hectarePriceCurrencyId: number;
  /** A percentage ('21.00'). */
  value: string;
  company: { name: string };
}

/** GET /api/notes: a PDF footnote (sanitised rich text). */
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
  month: string | null;
  cropId: number | null;
}

/** An item of GET /api/all-users: the users the viewer may pick. */
export interface UserChoice {
  id: number;
  name: string;
  lastname: string;
  roleId: number;
  supervisorId: number | null;
  fullName: string;
}
