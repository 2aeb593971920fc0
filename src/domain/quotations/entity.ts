// Negotiations (requests and quotations), risks and quotations as the API answers them
// (docs/rules/quotations.md#conceptos). Decimal quantities are strings ('350.00'); flags 0/1.
import type { CoverageType } from '../coverages/coverage-types';
import type { FranchiseFilter, NegotiationType } from './choices';
import type { NegotiationState } from './statuses';

export type Flag = 0 | 1;

/** The producer of a negotiation (docs/rules/quotations.md#detalle). */
export interface NegotiationProducer {
  id: number;
  name: string;
  lastname: string;
  cuit: string | null;
  office: string | null;
  email: string;
  sancorId: string | null;
  exchangeStoreId: number | null;
  supervisor: { id: number; name: string; lastname: string; exchangeStoreId: number | null } | null;
  deletedAt: string | null;
}

/** The client of a negotiation ('Client reference'). */
export interface NegotiationClient {
  id: number;
  name: string;
  lastname: string;
  cuit: string;
  cell: string;
  email: string;
  location: string;
  province: string;
  deletedAt: string | null;
}

/** A coverage as the wizard and the detail show it. */
export interface NegotiationModule {
  id: number;
  description: string;
  coverageType: CoverageType;
  harvest: string | null;
  companyId: number;
  company: { id: number; name: string };
  sortOrder: number;
  allowMultipleRisks: Flag;
  /** The part of the hectare value it insures, when the negotiation splits coverages. */
  splitValue: string | null;
}

export interface QuotationStatusEntry {
  id: number;
  /** 'initiated' | 'accepted' | 'updated' | 'rejected' | 'advanced' | 'proposal' */
  description: string;
  date: string;
  comment: string | null;
  user: { id: number; name: string; lastname: string } | null;
}

export interface QuotationProposal {
  managementNumber: string;
  receiptNumber: string;
  referenceNumber: string;
}

/** Every figure of a priced option (docs/premium.md): rates in %, cost in the risk's unit. */
export interface PremiumFigures {
  insuredSum: string;
  rateValue: string;
  addonsValue: string;
  correctionFactor: string;
  rateValueWithCf: string;
  addonsValueWithCf: string;
  discount: string;
  discountApplied: Flag;
  /** Why an asked discount was not applied (the ignore rule that removed it, or packs); null otherwise (absent from an API that does not say). */
  discountIgnoredReason?: string | null;
  tax: string;
  value: string;
  cost: string;
  costPerHectare: string;
}

/** One priced option of a risk, with every figure of the premium (docs/premium.md). */
export interface Quotation extends PremiumFigures {
  id: number;
  negotiationId: number;
  riskId: number;
  /** 'initiated' | 'updated' | 'accepted' | 'rejected' | 'advanced' | 'proposal' */
  status: string;
  rate: { id: number | null; module: NegotiationModule; franchiseDeductible: string };
  isDoubleCropPart: Flag;
  addons: { module: NegotiationModule; value: string }[];
  quotationStatuses: QuotationStatusEntry[];
  proposal: QuotationProposal | null;
  managementNumber: string | null;
  advance_date: string | null;
  /** Ours: how the mail of the quotation's latest advance went (null: no advance, or sending disabled). */
  advanceMail?: AdvanceMail | null;
  updatedAt: string;
}

/** The advance mail: queued (waiting, or retried after `error`), sent, or failed once its retries were used up. */
export interface AdvanceMail {
  status: 'queued' | 'sent' | 'failed';
  sentAt: string | null;
  recipients: string;
  /** the mail server's answer to the last failed attempt */
  error: string | null;
}

/** A change of a risk or of one of its quotations (the audit log; the risk's history tab). */
export interface RiskHistoryEntry {
  id: number;
  entity: 'risks' | 'quotations';
  entityId: number;
  action: string;
  date: string;
  user: { id: number; name: string; lastname: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The names of what a negotiation's history refers to by id (departments, crops, coverages of a
 * split, quotations as 'coverage (franchise)'), keyed by id. Our API's; absent from the original.
 */
export interface HistoryNames {
  zones?: Record<string, string>;
  crops?: Record<string, string>;
  modules?: Record<string, string>;
  quotations?: Record<string, string>;
}

export interface Risk {
  id: number;
  negotiationId: number;
  description: string | null;
  zone: { id: number; description: string; companyId: number; province: { id: number; name: string } } | null;
  crop: { id: number; description: string; harvest: string; allowDoubleCrop: Flag };
  company: { id: number; name: string } | null;
  numberOfHectares: string;
  hectarePrice: string;
  hectarePriceCurrency: { id: number; label: string };
  discount: string;
  observations: string | null;
  isDoubleCrop: Flag;
  doubleCrop: {
    description: string | null;
    hectarePrice: string;
    zoneId: number;
    cropId: number;
    crop: { id: number; description: string };
    zone: { id: number; description: string };
  } | null;
  doubleCropId: number | null;
  addons: NegotiationModule[];
  /** Split (ponderación): coverage id -> the part of the hectare value it insures. */
  splitCoverages: Record<string, string> | null;
  quotations: Quotation[];
  /** The accepted (or advanced, or in proposal) quotation, if any. */
  acceptedRate: Quotation | null;
  history: RiskHistoryEntry[];
}

export interface NegotiationConfigurations {
  paymentMethod: { id: number; name: string } | null;
  rateOption: { id: number; name: string } | null;
  correctionFactor: string;
  observations: string | null;
}

/** GET /api/negotiations/{id}. */
export interface Negotiation {
  id: number;
  number: number;
  createdAt: string;
  updatedAt: string;
  /** 1 website, 0 mobile app. */
  createdInWeb: Flag;
  user: NegotiationProducer;
  client: NegotiationClient;
  observations: string | null;
  state: NegotiationState;
  type: NegotiationType | null;
  isConfirmed: Flag;
  paymentMethodId: number | null;
  rateOptionId: number | null;
  correctionFactor: string;
  configurations: NegotiationConfigurations;
  fdFilter: FranchiseFilter;
  splitCoverages: Flag;
  modules: NegotiationModule[];
  risks: Risk[];
  /** What the risks' histories refer to by id (our API). */
  historyNames?: HistoryNames;
}

/** A row of GET /api/negotiations (the quotations and requests lists). */
export interface NegotiationListItem {
  id: number;
  number: number;
  createdAt: string;
  state: NegotiationState;
  type: NegotiationType | null;
  isConfirmed: Flag;
  paymentMethodId: number | null;
  rateOptionId: number | null;
  user: { id: number; name: string; lastname: string; deletedAt: string | null };
  client: { id: number; name: string; lastname: string; cuit: string; deletedAt: string | null };
  /**
   * Each risk in order: zone and crop (the list's 'zona y cultivo - riesgo' column); hectares,
   * hectare value and its unit, discount and the accepted coverage (the dashboard's table).
   */
  risks: {
    id: number;
    zone: string | null;
    crop: string;
    numberOfHectares?: string;
    hectarePrice?: string;
    hectarePriceCurrencyId?: number;
    discount?: string;
    acceptedCoverage?: string | null;
  }[];
}

/** One quotation the engine would produce for a risk, before anything is saved (the wizard's last step). */
export interface PreviewQuotation extends PremiumFigures {
  module: NegotiationModule;
  franchiseDeductible: string;
  isDoubleCropPart: Flag;
  hectarePrice: string;
  addons: { module: NegotiationModule; value: string }[];
}

/** A chosen coverage (or add-on) that produced nothing for a risk, and why (docs/premium.md). */
export interface SkippedCoverage {
  module: NegotiationModule;
  reason: string;
}

/** The preview of one risk: its quotations, what was left out, and the unit of its figures. */
export interface PreviewRisk {
  index: number;
  description: string | null;
  /** The risk's unit (CURRENCIES id), the costs' unit; absent from an API that does not send it. */
  hectarePriceCurrencyId?: number | null;
  quotations: PreviewQuotation[];
  /** Absent from an API that does not say. */
  skipped?: SkippedCoverage[];
  /** Why the risk has no quotation at all (finishing it is refused); null when it has. */
  unpriced?: string | null;
}

/** The preview of a negotiation: per risk (in the payload's order), its quotations. */
export interface NegotiationPreview {
  risks: PreviewRisk[];
}

/**
 * What every negotiation write answers (POST/PUT negotiations, POST negotiations/{id}, POST
 * simple-negotiations, PUT negotiations/{id}/reject): what it became and, when it was priced
 * (finished, or asked with `?preview=1`), the quotations of each risk.
 */
export interface NegotiationSaved {
  /** 0 for a preview of a negotiation not yet saved. */
  id: number;
  number: number;
  state: NegotiationState;
  type: NegotiationType | null;
  isConfirmed: Flag;
  preview: NegotiationPreview | null;
}
