// Coverages' ("modules") and rates' calls beyond react-admin's `modules` and `rates` resources
// (docs/rules/coverages.md, docs/rules/rates.md): every coverage, and a coverage's paged rates.
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { listSource } from '../dataProvider';
import type { Coverage } from '../domain/coverages/entity';

type Id = number | string;

export const coverageKeys = {
  all: ['api', 'modules'] as const,
  every: () => [...coverageKeys.all, 'all'] as const,
  quotable: () => ['api', 'coverages'] as const,
};

export const coveragesApi = {
  /** GET /api/modules-all: every coverage of every campaign. */
  all: async () => (await api.list<'modules', Coverage>('modules-all', 'modules')).rows,
  /** GET /api/coverages (spec: perPage 50): the current campaign's coverages of the signed-in user's insurers. */
  quotable: async () => (await api.list<'coverages', Coverage>('coverages', 'coverages', { perPage: 50 })).rows,
};

export const coverageLists = {
  /** GET /api/modules/module-rates-pag/{id} (filter[province], filter[zone]): the rates of a coverage. */
  rates: (coverageId: Id) => listSource('rates', `modules/module-rates-pag/${coverageId}`, 'rates'),
};

export const useQuotableCoverages = () =>
  useQuery({ queryKey: coverageKeys.quotable(), queryFn: coveragesApi.quotable, staleTime: 60_000 });

export const useAllCoverages = () => useQuery({ queryKey: coverageKeys.every(), queryFn: coveragesApi.all, staleTime: 60_000 });
