// A producer's video link per coverage ('Coberturas de Usuario', docs/rules/coverage-links.md:
// GET /api/users/{id}/coverages; POST, PUT and DELETE /api/users/{id}/coverages/{coverageId}).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { CoverageLink } from '../domain/coverage-links/entity';

export const coverageLinkKeys = {
  all: ['api', 'coverage-links'] as const,
  ofUser: (userId: number) => [...coverageLinkKeys.all, userId] as const,
};

const linkPath = (userId: number, coverageId: number) => `users/${userId}/coverages/${coverageId}`;

export const coverageLinksApi = {
  ofUser: async (userId: number) => (await api.list<'coverages', CoverageLink>(`users/${userId}/coverages`, 'coverages')).rows,
  create: (userId: number, coverageId: number, link: string) => api.post(linkPath(userId, coverageId), { link }),
  update: (userId: number, coverageId: number, link: string) => api.put(linkPath(userId, coverageId), { link }),
  remove: (userId: number, coverageId: number) => api.delete(linkPath(userId, coverageId)),
};

export const useCoverageLinks = (userId: number) =>
  useQuery({ queryKey: coverageLinkKeys.ofUser(userId), queryFn: () => coverageLinksApi.ofUser(userId) });

export interface LinkWrite {
  coverageId: number;
  link: string;
  /** Update the coverage's existing link instead of creating one. */
  existing: boolean;
}

/** Saves or deletes a link of a user; the user's links reload. */
export function useCoverageLinkWrites(userId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: coverageLinkKeys.ofUser(userId) });
  return {
    save: useMutation({
      mutationFn: ({ coverageId, link, existing }: LinkWrite) =>
        existing ? coverageLinksApi.update(userId, coverageId, link) : coverageLinksApi.create(userId, coverageId, link),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (coverageId: number) => coverageLinksApi.remove(userId, coverageId), onSuccess }),
  };
}
