// The one react-query client of the app (react-admin's controllers and the hooks of src/api share
// it). Every finished write refreshes the resources it changed (src/api/dataPath.ts). A 4xx answer is the server's decision (403, 404, 422...): asking again gives the same
// answer, so it is shown at once; only a failure without an answer or a 5xx is tried again.
import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { invalidateResources, writtenResources } from './dataPath';

/** Attempts after the first for a failure that may pass (no answer, 5xx). */
const RETRIES = 2;

const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/** react-query's `retry`: never a 4xx, at most RETRIES times otherwise. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < RETRIES;
}

export function createQueryClient(overrides: DefaultOptions = {}) {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // A custom write resolves once its resources are read again (the screen shows the new state);
      // react-admin's own writes do not wait (its redirect after a save stays immediate).
      onSettled: (_data, error, variables, _context, mutation) => {
        const refresh = invalidateResources(queryClient, writtenResources(mutation, variables, error != null));
        return mutation.options.meta?.invalidates ? refresh : undefined;
      },
    }),
    defaultOptions: {
      ...overrides,
      queries: { retry: retryUnlessClientError, ...overrides.queries },
      // A write is never repeated by itself: the user decides (it may have reached the server).
      mutations: { retry: false, ...overrides.mutations },
    },
  });
  return queryClient;
}
