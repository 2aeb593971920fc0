// Proposals (docs/rules/proposals.md): submit one for an accepted quotation, read its numbers; and the
// delivery places and ports of exchange payments the form lists (admins edit them).
import { useQuery } from '@tanstack/react-query';
import type { ExchangeStore, ProposalNumbers } from '../domain/proposals/entity';
import type { ExchangeStorePayload } from '../domain/proposals/exchange-store';
import { api } from './client';
import { defineMethods, resourceKey, useMethods, useResourceMutation } from './dataPath';

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

/** The numbers of a quotation's proposal; `enabled` only where one exists. Part of its negotiation. */
export function useProposal(quotationId: Id, enabled: boolean) {
  const proposals = useMethods(proposalsApi);
  return useQuery({
    queryKey: resourceKey('negotiations', 'proposal', { quotationId: String(quotationId) }),
    queryFn: () => proposals.get(quotationId),
    enabled,
  });
}

export function useExchangeStores() {
  const proposals = useMethods(proposalsApi);
  return useQuery({ queryKey: resourceKey('exchange-stores', 'all'), queryFn: proposals.exchangeStores, staleTime: 5 * 60_000 });
}

/** Submitting a proposal refreshes the negotiations (its quotation becomes 'Propuesta') and so the proposal. */
export function useSubmitProposal(quotationId: Id, _negotiationId: Id) {
  const proposals = useMethods(proposalsApi);
  return useResourceMutation(['negotiations'], (payload: Record<string, unknown>) => proposals.submit(quotationId, payload));
}

export function useExchangeStoreWrites() {
  const proposals = useMethods(proposalsApi);
  return {
    create: useResourceMutation(['exchange-stores'], proposals.createExchangeStore),
    update: useResourceMutation(['exchange-stores'], ({ id, payload }: { id: Id; payload: ExchangeStorePayload }) =>
      proposals.updateExchangeStore(id, payload),
    ),
  };
}
