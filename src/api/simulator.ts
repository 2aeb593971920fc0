// The simulator's and the financing's calls (docs/rules/simulator.md, docs/rules/financing.md).
import { useQuery } from '@tanstack/react-query';
import type { FinancingResult } from '../domain/financing/entity';
import type { SimulatorResult } from '../domain/simulator/entity';
import type { FinancingCropForm } from '../domain/financing';
import type { SimulatorRequest } from '../domain/simulator';
import { api } from './client';

type Id = number | string;

/** What the financing form sends (decimal strings, ISO dates). */
export interface FinancingPayload {
  capital: string;
  negotiationId: Id;
  crops: FinancingCropForm[];
}

export const FINANCING_FILE_NAME = 'Financiación';

export const simulatorKeys = {
  all: ['api', 'simulator'] as const,
  defaults: () => [...simulatorKeys.all, 'defaults'] as const,
};

export const simulatorApi = {
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
};

export const useSimulatorDefaults = (enabled: boolean) =>
  useQuery({ queryKey: simulatorKeys.defaults(), queryFn: simulatorApi.defaults, staleTime: 0, enabled });
