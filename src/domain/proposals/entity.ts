/** GET proposals/{quotationId} and the answer of POST quotations/{id}/proposals. */
export interface ProposalNumbers {
  managementNumber: string;
  receiptNumber: string;
  referenceNumber: string;
}

/** A delivery place (acopio) or port of exchange payments (GET exchange-stores). */
export interface ExchangeStore {
  id: number;
  description: string;
  kind: 'port' | 'store';
  /** The port a store ships through; null for a port. */
  portId: number | null;
}

/** GET negotiations/statistics (docs/rules/dashboard.md#contadores; the spec's spelling of the first key). */
export interface NegotiationStatistics {
  allNegotiantions: number;
  acceptedQuotations: number;
  negotiationsCreatedThisWeek: number;
  quotationsAcceptedThisWeek: number;
}

/** GET negotiations/statistics/charts (this API only, beyond the spec): the dashboard's charts of the campaign. */
export interface CampaignCharts {
  /** The campaign the figures cover (null: none active, the last 12 months). */
  campaign: { id: number; description: string; from: string; to: string } | null;
  /** Monday of each week (YYYY-MM-DD) with the quotations created and the quotations accepted that week. */
  weeks: { week: string; quotations: number; accepted: number }[];
  /** Accepted hectares by crop and insurer. */
  hectares: { crop: string; company: string; hectares: string }[];
}
