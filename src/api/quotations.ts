// Requests and quotations (docs/rules/quotations.md): the lists, one negotiation, the wizards'
// writes (request, draft, finish, preview), cancel and delete; the detail's risk and quotation
// actions. Query keys live in `negotiationKeys`; every write invalidates the negotiation it
// touched and react-admin's `negotiations` lists.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Negotiation, NegotiationSaved, Quotation, Risk } from '../domain/quotations/entity';
import { ADVANCE_MAIL_POLL_MS, hasQueuedAdvanceMail } from '../domain/quotations/detail';
import type { NegotiationPayloadInput } from '../domain/quotations/schema';
import { api } from './client';
import { listSource } from '../dataProvider';

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

export const negotiationKeys = {
  all: ['api', 'negotiations'] as const,
  one: (id: Id) => [...negotiationKeys.all, String(id)] as const,
};

/** react-admin's cache of the negotiations lists (quotations and requests). */
const listsKey = ['negotiations'];

const data = <T>(body: unknown) => (body as { data: T }).data;

export const negotiationsApi = {
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
};

/** The react-admin lists of GET negotiations: quotations (confirmed) and requests (unconfirmed 'solicitud'). */
export const negotiationLists = {
  quotations: () => ({ ...listSource('negotiations', 'negotiations', 'negotiations'), filter: { is_confirmed: 1 } }),
  requests: () => ({ ...listSource('negotiations', 'negotiations', 'negotiations'), filter: { state: 'solicitud', is_confirmed: 0 } }),
};

/** One negotiation; read again every few seconds while an advance mail of it waits to go. */
export const useNegotiation = (id: Id | undefined) =>
  useQuery({
    queryKey: negotiationKeys.one(id ?? ''),
    queryFn: () => negotiationsApi.get(id as Id),
    enabled: id !== undefined,
    refetchInterval: (query) => (hasQueuedAdvanceMail(query.state.data) ? ADVANCE_MAIL_POLL_MS : false),
  });

/** Refreshes one negotiation (the detail reloads after each action) and the lists. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (id?: Id) =>
    Promise.all([
      id !== undefined
        ? queryClient.invalidateQueries({ queryKey: negotiationKeys.one(id) })
        : queryClient.invalidateQueries({ queryKey: negotiationKeys.all }),
      queryClient.invalidateQueries({ queryKey: listsKey }),
    ]);
}

/** The wizards' and the request form's writes. */
export function useNegotiationWrites() {
  const refresh = useRefresh();
  const onSuccess = (saved: NegotiationSaved) => refresh(saved.id);
  return {
    create: useMutation({ mutationFn: negotiationsApi.create, onSuccess }),
    createSimple: useMutation({ mutationFn: negotiationsApi.createSimple, onSuccess }),
    update: useMutation({
      mutationFn: ({ id, payload }: { id: Id; payload: NegotiationPayloadInput }) => negotiationsApi.update(id, payload),
      onSuccess,
    }),
    finish: useMutation({
      mutationFn: ({ id, payload }: { id: Id; payload: NegotiationPayloadInput }) => negotiationsApi.finish(id, payload),
      onSuccess,
    }),
    preview: useMutation({
      mutationFn: ({ payload, target }: { payload: NegotiationPayloadInput; target?: Parameters<typeof negotiationsApi.preview>[1] }) =>
        negotiationsApi.preview(payload, target),
    }),
  };
}

/** The quotation detail's actions on negotiation `id`: each reloads it. */
export function useNegotiationActions(id: Id) {
  const refresh = useRefresh();
  const onSuccess = () => refresh(id);
  return {
    cancel: useMutation({ mutationFn: () => negotiationsApi.cancel(id), onSuccess }),
    remove: useMutation({ mutationFn: () => negotiationsApi.remove(id), onSuccess: () => refresh() }),
    createRisk: useMutation({
      mutationFn: (risk: Omit<RiskCreateInput, 'negotiation_id'>) => negotiationsApi.createRisk({ ...risk, negotiation_id: id }),
      onSuccess,
    }),
    updateRisk: useMutation({
      mutationFn: ({ riskId, values }: { riskId: Id; values: RiskUpdateInput }) => negotiationsApi.updateRisk(riskId, values),
      onSuccess,
    }),
    removeRisk: useMutation({ mutationFn: (riskId: Id) => negotiationsApi.removeRisk(riskId), onSuccess }),
    accept: useMutation({
      mutationFn: ({ quotationId, comment }: { quotationId: Id; comment?: string }) => negotiationsApi.accept(quotationId, comment),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: ({ quotationId, comment }: { quotationId: Id; comment?: string }) => negotiationsApi.reject(quotationId, comment),
      onSuccess,
    }),
    recalculate: useMutation({ mutationFn: (quotationId: Id) => negotiationsApi.recalculate(quotationId), onSuccess }),
  };
}
