// Proposals (docs/rules/proposals.md): submit one for an accepted quotation, read its numbers; and the
// delivery places and ports of exchange payments the form lists (admins edit them).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeStore, ProposalNumbers } from '../domain/proposals/entity';
import type { ExchangeStorePayload } from '../domain/proposals/exchange-store';
import { api } from './client';
import { negotiationKeys } from './quotations';

type Id = number | string;

const data = <T>(body: unknown) => (body as { data: T }).data;

export const proposalsApi = {
  /** POST quotations/{id}/proposals: the numbers the management system gave. */
  submit: async (quotationId: Id, payload: Record<string, unknown>) =>
    data<ProposalNumbers>(await api.post(`quotations/${quotationId}/proposals`, payload)),
  /** GET proposals/{quotationId}. */
  get: (quotationId: Id) => api.record<ProposalNumbers>(`proposals/${quotationId}`),
  exchangeStores: async () => (await api.list<'exchangeStores', ExchangeStore>('exchange-stores', 'exchangeStores')).rows,
  createExchangeStore: async (payload: ExchangeStorePayload) => data<ExchangeStore>(await api.post('exchange-stores', payload)),
  updateExchangeStore: async (id: Id, payload: ExchangeStorePayload) =>
    data<ExchangeStore>(await api.put(`exchange-stores/${id}`, payload)),
};

export const proposalKeys = {
  all: ['api', 'proposals'] as const,
  one: (quotationId: Id) => [...proposalKeys.all, String(quotationId)] as const,
  exchangeStores: () => ['api', 'exchange-stores'] as const,
};

/** The numbers of a quotation's proposal; `enabled` only where one exists. */
export const useProposal = (quotationId: Id, enabled: boolean) =>
  useQuery({ queryKey: proposalKeys.one(quotationId), queryFn: () => proposalsApi.get(quotationId), enabled });

export const useExchangeStores = () =>
  useQuery({ queryKey: proposalKeys.exchangeStores(), queryFn: proposalsApi.exchangeStores, staleTime: 5 * 60_000 });

/** Submitting a proposal reloads the negotiation (its quotation becomes 'Propuesta') and the proposal. */
export function useSubmitProposal(quotationId: Id, negotiationId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => proposalsApi.submit(quotationId, payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: negotiationKeys.one(negotiationId) }),
        queryClient.invalidateQueries({ queryKey: proposalKeys.one(quotationId) }),
      ]),
  });
}

export function useExchangeStoreWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: proposalKeys.exchangeStores() });
  return {
    create: useMutation({ mutationFn: proposalsApi.createExchangeStore, onSuccess }),
    update: useMutation({
      mutationFn: ({ id, payload }: { id: Id; payload: ExchangeStorePayload }) => proposalsApi.updateExchangeStore(id, payload),
      onSuccess,
    }),
  };
}
