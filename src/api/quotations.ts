// Requests and quotations (docs/rules/quotations.md): the lists, one negotiation, the wizards'
// writes (request, draft, finish, preview), cancel and delete; the detail's risk and quotation
// actions. Every write refreshes the `negotiations` resource: its lists, the detail and the
// dashboard's counters (src/api/dataPath.ts).
import type { Negotiation, NegotiationSaved, Quotation, Risk } from '../domain/quotations/entity';
import { ADVANCE_MAIL_POLL_MS, hasQueuedAdvanceMail } from '../domain/quotations/detail';
import type { NegotiationPayloadInput } from '../domain/quotations/schema';
import { api } from './client';
import { listSource } from './mapping';
import { defineMethods, useResourceMutation, useResourceQuery } from './dataPath';

type Id = number | string;

/** The risk fields of PUT risks/{id} (the detail's 'actualizar datos del riesgo' and observations). */
export interface RiskUpdateInput {
  number_of_hectares?: string;
  hectare_price?: string;
  discount?: string;
  observations?: string | null;
}

/** POST risks: a risk of the wizard's shape plus its negotiation. */
export type RiskCreateInput = NegotiationPayloadInput['risks'][number] & { negotiation_id: Id };

/** The react-admin resource of requests and quotations: every query here starts with it. */
const NEGOTIATIONS = ['negotiations'] as const;

const data = <T>(body: unknown) => (body as { data: T }).data;

export const negotiationsApi = defineMethods('negotiations', {
  /** GET negotiations/{id}: producer, client, configuration, risks with quotations and history. */
  get: (id: Id) => api.record<Negotiation>(`negotiations/${id}`),

  /** POST negotiations: a request ('solicitud'), a draft, or, with is_confirmed 1, a finished quotation. */
  create: async (payload: NegotiationPayloadInput) => data<NegotiationSaved>(await api.post('negotiations', payload)),
  /** POST simple-negotiations: the simple wizard's one risk, created and finished at once. */
  createSimple: async (payload: NegotiationPayloadInput) => data<NegotiationSaved>(await api.post('simple-negotiations', payload)),
  /** PUT negotiations/{id}: edits a request or a draft (a confirmed one is re-quoted). */
  update: async (id: Id, payload: NegotiationPayloadInput) => data<NegotiationSaved>(await api.put(`negotiations/${id}`, payload)),
  /** POST negotiations/{id}: finishes it (prices, confirms); the quotations come in `preview`. */
  finish: async (id: Id, payload: NegotiationPayloadInput) => data<NegotiationSaved>(await api.post(`negotiations/${id}`, payload)),
  /**
   * The wizard's last step: what the engine would produce, nothing saved (`?preview=1` on the
   * call that would finish: simple-negotiations, negotiations/{id} or negotiations).
   */
  preview: async (payload: NegotiationPayloadInput, target: { simple: true } | { id: Id } | { id?: undefined } = {}) => {
    const path = 'simple' in target ? 'simple-negotiations' : target.id !== undefined ? `negotiations/${target.id}` : 'negotiations';
    return data<NegotiationSaved>(await api.post(path, payload, { query: { preview: 1 } }));
  },
  /** PUT negotiations/{id}/reject: Cancelar. */
  cancel: async (id: Id) => data<NegotiationSaved>(await api.put(`negotiations/${id}/reject`)),
  remove: (id: Id) => api.delete(`negotiations/${id}`),

  createRisk: async (risk: RiskCreateInput) => data<Risk>(await api.post('risks', risk)),
  updateRisk: async (riskId: Id, values: RiskUpdateInput) => data<Risk>(await api.put(`risks/${riskId}`, values)),
  removeRisk: (riskId: Id) => api.delete(`risks/${riskId}`),

  accept: async (quotationId: Id, comment?: string) =>
    data<Quotation>(await api.put(`quotations/${quotationId}/accept`, { comment: comment ?? null })),
  reject: async (quotationId: Id, comment?: string) =>
    data<Quotation>(await api.put(`quotations/${quotationId}/reject`, { comment: comment ?? null })),
  /** PUT quotations/{id} with an empty body: 'Recotizada'. */
  recalculate: async (quotationId: Id) => data<Quotation>(await api.put(`quotations/${quotationId}`)),
});

/** The react-admin lists of GET negotiations: quotations (confirmed) and requests (unconfirmed 'solicitud'). */
export const negotiationLists = {
  quotations: () => ({ ...listSource('negotiations', 'negotiations', 'negotiations'), filter: { is_confirmed: 1 } }),
  requests: () => ({ ...listSource('negotiations', 'negotiations', 'negotiations'), filter: { state: 'solicitud', is_confirmed: 0 } }),
};

/** One negotiation; read again every few seconds while an advance mail of it waits to go. */
export const useNegotiation = (id: Id | undefined) =>
  useResourceQuery(negotiationsApi, ['negotiations', 'detail', { id: String(id ?? '') }], (n) => n.get(id as Id), {
    enabled: id !== undefined,
    refetchInterval: (query) => (hasQueuedAdvanceMail(query.state.data) ? ADVANCE_MAIL_POLL_MS : false),
  });

type Payload = { id: Id; payload: NegotiationPayloadInput };
type PreviewTarget = Parameters<typeof negotiationsApi.preview>[1];

/** The wizards' and the request form's writes; the preview saves nothing and refreshes nothing. */
export function useNegotiationWrites() {
  return {
    create: useResourceMutation(negotiationsApi, NEGOTIATIONS, (n, payload: NegotiationPayloadInput) => n.create(payload)),
    createSimple: useResourceMutation(negotiationsApi, NEGOTIATIONS, (n, payload: NegotiationPayloadInput) => n.createSimple(payload)),
    update: useResourceMutation(negotiationsApi, NEGOTIATIONS, (n, { id, payload }: Payload) => n.update(id, payload)),
    finish: useResourceMutation(negotiationsApi, NEGOTIATIONS, (n, { id, payload }: Payload) => n.finish(id, payload)),
    preview: useResourceMutation(
      negotiationsApi,
      [],
      (n, { payload, target }: { payload: NegotiationPayloadInput; target?: PreviewTarget }) => n.preview(payload, target),
    ),
  };
}

type NegotiationCalls = Omit<typeof negotiationsApi, symbol>;
type QuotationDecision = { quotationId: Id; comment?: string };

/** The quotation detail's actions on negotiation `id`: each refreshes the negotiations. */
export function useNegotiationActions(id: Id) {
  const useWrite = <V, R>(fn: (n: NegotiationCalls, variables: V) => Promise<R>) => useResourceMutation(negotiationsApi, NEGOTIATIONS, fn);
  return {
    cancel: useWrite((n) => n.cancel(id)),
    remove: useWrite((n) => n.remove(id)),
    createRisk: useWrite((n, risk: Omit<RiskCreateInput, 'negotiation_id'>) => n.createRisk({ ...risk, negotiation_id: id })),
    updateRisk: useWrite((n, { riskId, values }: { riskId: Id; values: RiskUpdateInput }) => n.updateRisk(riskId, values)),
    removeRisk: useWrite((n, riskId: Id) => n.removeRisk(riskId)),
    accept: useWrite((n, { quotationId, comment }: QuotationDecision) => n.accept(quotationId, comment)),
    reject: useWrite((n, { quotationId, comment }: QuotationDecision) => n.reject(quotationId, comment)),
    recalculate: useWrite((n, quotationId: Id) => n.recalculate(quotationId)),
  };
}
