// A producer's video link per coverage ('Coberturas de Usuario', docs/rules/coverage-links.md:
// GET /api/users/{id}/coverages; POST, PUT and DELETE /api/users/{id}/coverages/{coverageId}).
import { api } from './client';
import { defineMethods, useResourceMutation, useResourceQuery } from './dataPath';
import type { CoverageLink } from '../domain/coverage-links/entity';

// A user's links live under the user (`users/{id}/coverages`): keyed by the `users` resource.
const USERS = ['users'] as const;

const linkPath = (userId: number, coverageId: number) => `users/${userId}/coverages/${coverageId}`;

export const coverageLinksApi = defineMethods('coverageLinks', {
  ofUser: async (userId: number) => (await api.list<'coverages', CoverageLink>(`users/${userId}/coverages`, 'coverages')).rows,
  create: (userId: number, coverageId: number, link: string) => api.post(linkPath(userId, coverageId), { link }),
  update: (userId: number, coverageId: number, link: string) => api.put(linkPath(userId, coverageId), { link }),
  remove: (userId: number, coverageId: number) => api.delete(linkPath(userId, coverageId)),
});

export const useCoverageLinks = (userId: number) =>
  useResourceQuery(coverageLinksApi, ['users', 'coverage-links', { userId }], (l) => l.ofUser(userId));

export interface LinkWrite {
  coverageId: number;
  link: string;
  /** Update the coverage's existing link instead of creating one. */
  existing: boolean;
}

/** Saves or deletes a link of a user; the user's links reload. */
export const useCoverageLinkWrites = (userId: number) => ({
  save: useResourceMutation(coverageLinksApi, USERS, (l, { coverageId, link, existing }: LinkWrite) =>
    existing ? l.update(userId, coverageId, link) : l.create(userId, coverageId, link),
  ),
  remove: useResourceMutation(coverageLinksApi, USERS, (l, coverageId: number) => l.remove(userId, coverageId)),
});
