// A producer's video link per coverage ('Coberturas de Usuario', docs/rules/coverage-links.md:
// GET /api/users/{id}/coverages; POST, PUT and DELETE /api/users/{id}/coverages/{coverageId}).
import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { defineMethods, resourceKey, useMethods, useResourceMutation } from './dataPath';
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

export function useCoverageLinks(userId: number) {
  const links = useMethods(coverageLinksApi);
  return useQuery({ queryKey: resourceKey('users', 'coverage-links', { userId }), queryFn: () => links.ofUser(userId) });
}

export interface LinkWrite {
  coverageId: number;
  link: string;
  /** Update the coverage's existing link instead of creating one. */
  existing: boolean;
}

/** Saves or deletes a link of a user; the user's links reload. */
export function useCoverageLinkWrites(userId: number) {
  const links = useMethods(coverageLinksApi);
  return {
    save: useResourceMutation(USERS, ({ coverageId, link, existing }: LinkWrite) =>
      existing ? links.update(userId, coverageId, link) : links.create(userId, coverageId, link),
    ),
    remove: useResourceMutation(USERS, (coverageId: number) => links.remove(userId, coverageId)),
  };
}
