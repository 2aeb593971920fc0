// Statuses of a negotiation and of its quotations, with their Spanish labels (docs/rules/quotations.md#estados).

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
