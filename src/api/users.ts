// Users' calls beyond react-admin's `users` resource (docs/rules/users.md): a
// user's clients, supervised producers, preferred coverages, logo, password and the users a
// viewer may pick. Reads are keyed by the resource they show (`users`, `clients`); writes refresh
// the resources they change (src/api/dataPath.ts).
import type { ChangePasswordInput } from '../domain/auth/schema';
import type { UserCoverage, UserListItem } from '../domain/users/entity';
import { api } from './client';
import { defineMethods, useResourceMutation, useResourceQuery } from './dataPath';
import { listSource } from './mapping';
import type { UserChoice } from '../domain/users/entity';

type Id = number | string;

/** A producer of the assign-producers screen. */
export type Producer = Pick<UserListItem, 'id' | 'name' | 'lastname' | 'cuit' | 'office'>;

/** The API's largest page. */
const PAGE = 100;

const USERS = ['users'] as const;

export const usersApi = defineMethods('users', {
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
});

/** react-admin lists read from a user's paths. */
export const userLists = {
  /** GET users/{id}/clients: the clients a user owns or was assigned. */
  clients: (userId: Id) => listSource('clients', `users/${userId}/clients`, 'clients'),
  /** GET users/{id}/supervised_users: the producers a supervisor is in charge of. */
  supervisedProducers: (supervisorId: Id) => listSource('users', `users/${supervisorId}/supervised_users`, 'users'),
};

export const useUserChoices = (enabled = true) => useResourceQuery(usersApi, ['users', 'choices'], (u) => u.choices(), { enabled });

export const useProducerPool = (supervisorId: Id) =>
  useResourceQuery(usersApi, ['users', 'producer-pool', { supervisorId: String(supervisorId) }], (u) => u.producerPool(supervisorId));

export const useReplaceSupervisedProducers = (supervisorId: Id) =>
  useResourceMutation(usersApi, USERS, (u, producerIds: Id[]) => u.replaceSupervisedProducers(supervisorId, producerIds));

/** The ids of a user's clients, under react-admin's `clients` resource so an assignment reloads them. */
export const useUserClientIds = (userId: Id) =>
  useResourceQuery(usersApi, ['clients', 'of-user', { userId: String(userId) }], (u) => u.clientIds(userId));

/** Assigns (or removes) a client of a user; the lists of clients reload. */
export const useAssignClient = (userId: Id) =>
  useResourceMutation(usersApi, ['clients'], (u, { clientId, assign }: { clientId: Id; assign: boolean }) =>
    assign ? u.assignClient(userId, clientId) : u.removeClient(userId, clientId),
  );

export const usePreferredCoverages = (userId: Id) =>
  useResourceQuery(usersApi, ['users', 'preferred-coverages', { userId: String(userId) }], (u) => u.preferredCoverages(userId));

export const useReplacePreferredCoverages = (userId: Id) =>
  useResourceMutation(usersApi, USERS, (u, coverageIds: number[]) => u.replacePreferredCoverages(userId, coverageIds));

/** The logo as a blob, when the user's `logo` is a token-protected path of this API. */
export const useUserLogo = (userId: Id, protectedPath: string | null) =>
  useResourceQuery(usersApi, ['users', 'logo', { userId: String(userId), path: protectedPath }], (u) => u.logo(protectedPath as string), {
    enabled: protectedPath !== null,
    retry: false,
  });

/** Uploads or deletes the logo; the logo and the user's record reload. */
export const useLogoWrites = (userId: Id) => ({
  upload: useResourceMutation(usersApi, USERS, (u, file: File) => u.uploadLogo(userId, file)),
  remove: useResourceMutation(usersApi, USERS, (u) => u.deleteLogo(userId)),
});
