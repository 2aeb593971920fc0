// Proposals (docs/rules/proposals.md): submit one for an accepted quotation, read its numbers; and the
// delivery places and ports of exchange payments the form lists (admins edit them).
import type { ExchangeStore, ProposalNumbers } from '../domain/proposals/entity';
import type { ExchangeStorePayload } from '../domain/proposals/exchange-store';
import { api } from './client';
import { defineMethods, useResourceMutation, useResourceQuery } from './dataPath';

type Id = number | string;

const data = <T>(body: unknown) => (body as { data: T }).data;

export const proposalsApi = defineMethods('proposals', {
  /** POST quotations/{id}/proposals: the numbers the management system gave. */
  submit: async (quotationId: Id, payload: Record<string, unknown>) =>
    data<ProposalNumbers>(await api.post(`quotations/${quotationId}/proposals`, payload)),
  /** GET proposals/{quotationId}. */
  get: (quotationId: Id) => api.record<ProposalNumbers>(`proposals/${quotationId}`),
  exchangeStores: async () => (await api.list<'exchangeStores', ExchangeStore>('exchange-stores', 'exchangeStores')).rows,
  createExchangeStore: async (payload: ExchangeStorePayload) => data<ExchangeStore>(await api.post('exchange-stores', payload)),
  updateExchangeStore: async (id: Id, payload: ExchangeStorePayload) =>
    data<ExchangeStore>(await api.put(`exchange-stores/${id}`, payload)),
});

/** The numbers of a quotation's proposal (part of its negotiation); `enabled` only where one exists. */
export const useProposal = (quotationId: Id, enabled: boolean) =>
  useResourceQuery(proposalsApi, ['negotiations', 'proposal', { quotationId: String(quotationId) }], (p) => p.get(quotationId), {
    enabled,
  });

export const useExchangeStores = () =>
  useResourceQuery(proposalsApi, ['exchange-stores', 'all'], (p) => p.exchangeStores(), { staleTime: 5 * 60_000 });

/** Submitting a proposal refreshes the negotiations (its quotation becomes 'Propuesta') and so the proposal. */
export const useSubmitProposal = (quotationId: Id) =>
  useResourceMutation(proposalsApi, ['negotiations'], (p, payload: Record<string, unknown>) => p.submit(quotationId, payload));

export const useExchangeStoreWrites = () => ({
  create: useResourceMutation(proposalsApi, ['exchange-stores'], (p, payload: ExchangeStorePayload) => p.createExchangeStore(payload)),
  update: useResourceMutation(proposalsApi, ['exchange-stores'], (p, { id, payload }: { id: Id; payload: ExchangeStorePayload }) =>
    p.updateExchangeStore(id, payload),
  ),
});
