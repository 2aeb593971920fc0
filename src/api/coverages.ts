// Coverages' ("modules") and rates' calls beyond react-admin's `modules` and `rates` resources
// (docs/rules/coverages.md, docs/rules/rates.md): every coverage, and a coverage's paged rates.
import { api } from './client';
import { defineMethods, useResourceQuery } from './dataPath';
import { listSource } from './mapping';
import type { Coverage } from '../domain/coverages/entity';

type Id = number | string;

export const coveragesApi = defineMethods('coverages', {
  /** GET /api/modules-all: every coverage of every campaign. */
  all: async () => (await api.list<'modules', Coverage>('modules-all', 'modules')).rows,
  /** GET /api/coverages (spec: perPage 50): the current campaign's coverages of the signed-in user's insurers. */
  quotable: async () => (await api.list<'coverages', Coverage>('coverages', 'coverages', { perPage: 50 })).rows,
});

export const coverageLists = {
  /** GET /api/modules/module-rates-pag/{id} (filter[province], filter[zone]): the rates of a coverage. */
  rates: (coverageId: Id) => listSource('rates', `modules/module-rates-pag/${coverageId}`, 'rates'),
};

// Both are coverages: keyed by react-admin's `modules` resource, so editing one refreshes them.
export const useQuotableCoverages = () =>
  useResourceQuery(coveragesApi, ['modules', 'quotable'], (c) => c.quotable(), { staleTime: 60_000 });
export const useAllCoverages = () => useResourceQuery(coveragesApi, ['modules', 'all'], (c) => c.all(), { staleTime: 60_000 });
