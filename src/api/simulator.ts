// The simulator's and the financing's calls (docs/rules/simulator.md, docs/rules/financing.md).
import { useMutation } from '@tanstack/react-query';
import type { FinancingResult } from '../domain/financing/entity';
import type { SimulatorResult } from '../domain/simulator/entity';
import type { FinancingCropForm } from '../domain/financing';
import type { SimulatorRequest } from '../domain/simulator';
import { api } from './client';
import { defineMethods, useMethods, useResourceMutation, useResourceQuery } from './dataPath';

type Id = number | string;

/** What the financing form sends (decimal strings, ISO dates). */
export interface FinancingPayload {
  capital: string;
  negotiationId: Id;
  crops: FinancingCropForm[];
}

export const FINANCING_FILE_NAME = 'Financiación';

export const simulatorApi = defineMethods('simulator', {
  /** The card's starting values (from the settings). */
  defaults: () => api.record<SimulatorRequest>('simulator-parameters'),
  simulate: async (id: Id, params: SimulatorRequest) => (await api.post<{ data: SimulatorResult }>(`simulator/${id}`, params)).data,
  /** The files are named after the negotiation number (the server's Content-Disposition). */
  pdf: (id: Id, params: SimulatorRequest) => api.download(`simulator-pdf/${id}`, { method: 'POST', body: params }),
  excel: (id: Id, params: SimulatorRequest) => api.download(`simulator-excel/${id}`, { method: 'POST', body: params }),
  refinance: async (payload: FinancingPayload) => (await api.post<{ data: FinancingResult }>('refinance', payload)).data,
  refinancePdf: (payload: FinancingPayload) =>
    api.download('refinance-pdf', { method: 'POST', body: payload, fileName: `${FINANCING_FILE_NAME}.pdf` }),
  refinanceExcel: (payload: FinancingPayload) =>
    api.download('refinance-excel', { method: 'POST', body: payload, fileName: `${FINANCING_FILE_NAME}.xlsx` }),
});

/** The card's starting values, read from the settings (so saving the settings refreshes them). */
export const useSimulatorDefaults = (enabled: boolean) =>
  useResourceQuery(simulatorApi, ['settings', 'simulator-defaults'], (s) => s.defaults(), { staleTime: 0, enabled });

// Simulating, financing and their files save nothing: no resource to refresh.

/** Simulates negotiation `id` with the parameters given to `mutate`. */
export function useSimulation(id: Id, onSuccess: (result: SimulatorResult) => void) {
  const simulator = useMethods(simulatorApi);
  return useMutation({ mutationFn: (params: SimulatorRequest) => simulator.simulate(id, params), onSuccess });
}

/** The simulation's PDF or spreadsheet of negotiation `id` with `params`. */
export const useSimulatorFile = (id: Id, params: SimulatorRequest) =>
  useResourceMutation(simulatorApi, [], (s, kind: 'pdf' | 'excel') => (kind === 'pdf' ? s.pdf(id, params) : s.excel(id, params)));

/** The financing's calculation and its files. */
export const useFinancing = () => ({
  refinance: useMethods(simulatorApi).refinance,
  file: useResourceMutation(simulatorApi, [], (s, { kind, payload }: { kind: 'pdf' | 'excel'; payload: FinancingPayload }) =>
    kind === 'pdf' ? s.refinancePdf(payload) : s.refinanceExcel(payload),
  ),
});
