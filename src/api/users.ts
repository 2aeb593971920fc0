// Users' calls beyond react-admin's `users` resource (docs/rules/users.md): a
// user's clients, supervised producers, preferred coverages, logo, password and the users a
// viewer may pick. Query keys live in `userKeys`; writes invalidate what they change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../domain/auth/schema';
import type { UserCoverage, UserListItem } from '../domain/users/entity';
import { api } from './client';
import { listSource } from '../dataProvider';
import type { UserChoice } from '../domain/users/entity';

type Id = number | string;

/** A producer of the assign-producers screen. */
export type Producer = Pick<UserListItem, 'id' | 'name' | 'lastname' | 'cuit' | 'office'>;

/** The API's largest page. */
const PAGE = 100;

export const userKeys = {
  all: ['api', 'users'] as const,
  choices: () => [...userKeys.all, 'choices'] as const,
  producerPool: (supervisorId: Id) => [...userKeys.all, supervisorId, 'producer-pool'] as const,
  preferredCoverages: (userId: Id) => [...userKeys.all, userId, 'modules'] as const,
  logo: (userId: Id) => [...userKeys.all, userId, 'logo'] as const,
};

/** react-admin's cache of a resource (its lists and records), to refresh after a write here. */
const resourceKey = (resource: string) => [resource];

export const usersApi = {
  /** GET /api/all-users: every user the viewer may pick (data.users). */
  choices: async () => (await api.list<'users', UserChoice>('all-users', 'users')).rows,

  /** The producers a supervisor has (GET users/{id}/supervised_users) and may take (filter[availableProducer]). */
  async producerPool(supervisorId: Id): Promise<{ supervised: Producer[]; available: Producer[] }> {
    const supervised = (await api.list<'users', Producer>(`users/${supervisorId}/supervised_users`, 'users')).rows;
    const available: Producer[] = [];
    for (let page = 1; ; page++) {
      const { rows, total } = await api.list<'users', Producer>('users', 'users', {
        'filter[availableProducer]': supervisorId,
        perPage: PAGE,
        page,
      });
      available.push(...rows);
      if (!rows.length || available.length >= total) break;
    }
    return { supervised, available };
  },

  /** PUT users/{id}/supervised-producers: the supervisor's producers become exactly these. */
  replaceSupervisedProducers: (supervisorId: Id, producerIds: Id[]) =>
    api.put(`users/${supervisorId}/supervised-producers`, { supervisedProducers: producerIds }),

  /** Ids of every client a user owns or was assigned: each page of GET users/{id}/clients. */
  async clientIds(userId: Id): Promise<Set<string>> {
    const ids = new Set<string>();
    for (let page = 1; ; page++) {
      const { rows, total } = await api.list<'clients', { id: Id }>(`users/${userId}/clients`, 'clients', { perPage: PAGE, page });
      const before = ids.size;
      for (const r of rows) ids.add(String(r.id));
      // an API that does not page answers the same rows again: nothing new ends the loop too
      if (rows.length < PAGE || ids.size >= total || ids.size === before) return ids;
    }
  },

  assignClient: (userId: Id, clientId: Id) => api.post(`users/${userId}/clients/${clientId}`),
  removeClient: (userId: Id, clientId: Id) => api.delete(`users/${userId}/clients/${clientId}`),

  preferredCoverages: async (userId: Id) => (await api.list<'modules', UserCoverage>(`users/${userId}/modules`, 'modules')).rows,
  /** POST users/{id}/modules: the user's preferred coverages become exactly these. */
  replacePreferredCoverages: (userId: Id, coverageIds: number[]) => api.post(`users/${userId}/modules`, { modules: coverageIds }),

  uploadLogo(userId: Id, file: File) {
    const form = new FormData();
    form.append('logo', file);
    return api.upload(`users/${userId}/logo`, form);
  },
  deleteLogo: (userId: Id) => api.delete(`users/${userId}/logo`),
  /** The image at a user's `logo` path under /api (this API serves it only with the token, so an <img src> cannot load it). */
  logo: (path: string) => api.blob(path),

  /** PUT users/{id} with the current password and the new one twice. */
  changePassword: (userId: Id, values: ChangePasswordInput) => api.put(`users/${userId}`, values),
};

/** react-admin lists read from a user's paths. */
export const userLists = {
  /** GET users/{id}/clients: the clients a user owns or was assigned. */
  clients: (userId: Id) => listSource('clients', `users/${userId}/clients`, 'clients'),
  /** GET users/{id}/supervised_users: the producers a supervisor is in charge of. */
  supervisedProducers: (supervisorId: Id) => listSource('users', `users/${supervisorId}/supervised_users`, 'users'),
};

export const useUserChoices = (enabled = true) => useQuery({ queryKey: userKeys.choices(), queryFn: usersApi.choices, enabled });

export const useProducerPool = (supervisorId: Id) =>
  useQuery({ queryKey: userKeys.producerPool(supervisorId), queryFn: () => usersApi.producerPool(supervisorId) });

export function useReplaceSupervisedProducers(supervisorId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (producerIds: Id[]) => usersApi.replaceSupervisedProducers(supervisorId, producerIds),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.producerPool(supervisorId) }),
        queryClient.invalidateQueries({ queryKey: resourceKey('users') }),
      ]),
  });
}

/** The ids of a user's clients, under react-admin's `clients` key so an assignment reloads them. */
export const useUserClientIds = (userId: Id) =>
  useQuery({ queryKey: [...resourceKey('clients'), 'of-user', String(userId)], queryFn: () => usersApi.clientIds(userId) });

/** Assigns (or removes) a client of a user; the lists of clients reload. */
export function useAssignClient(userId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, assign }: { clientId: Id; assign: boolean }) =>
      assign ? usersApi.assignClient(userId, clientId) : usersApi.removeClient(userId, clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey('clients') }),
  });
}

export const usePreferredCoverages = (userId: Id) =>
  useQuery({ queryKey: userKeys.preferredCoverages(userId), queryFn: () => usersApi.preferredCoverages(userId) });

export function useReplacePreferredCoverages(userId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coverageIds: number[]) => usersApi.replacePreferredCoverages(userId, coverageIds),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.preferredCoverages(userId) }),
        queryClient.invalidateQueries({ queryKey: resourceKey('users') }),
      ]),
  });
}

/** The logo as a blob, when the user's `logo` is a token-protected path of this API. */
export const useUserLogo = (userId: Id, protectedPath: string | null) =>
  useQuery({
    queryKey: [...userKeys.logo(userId), protectedPath],
    queryFn: () => usersApi.logo(protectedPath as string),
    enabled: protectedPath !== null,
    retry: false,
  });

/** Uploads or deletes the logo; the logo and the user's record reload. */
export function useLogoWrites(userId: Id) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.logo(userId) }),
      queryClient.invalidateQueries({ queryKey: resourceKey('users') }),
    ]);
  return {
    upload: useMutation({ mutationFn: (file: File) => usersApi.uploadLogo(userId, file), onSuccess }),
    remove: useMutation({ mutationFn: () => usersApi.deleteLogo(userId), onSuccess }),
  };
}
