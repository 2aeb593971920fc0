// The app's one data path (docs/decisions.md, 'Una sola forma de hacer cada cosa': datos). Each
// area of src/api defines its calls once with `defineMethods`; src/dataProvider.ts carries them as
// custom methods (`negotiations` + `get` -> `dataProvider.negotiationsGet`, react-admin's
// documented way) and the hooks reach them through `useDataProvider` (`useMethods`). Every cached
// read is keyed by the react-admin resource it shows (`ResourceKey`), and every write, react-admin's
// or ours, refreshes all the queries of the resources it changed (`invalidateResources`, called by
// the query client's mutation cache), so one change refreshes every view of it. Hooks read with
// `useResourceQuery` and write with `useResourceMutation`.
import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient, type Mutation, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';

type Methods = Record<string, (...args: any[]) => Promise<unknown>>;

const AREA: unique symbol = Symbol('area');

/** An area's calls, tagged with the area's name (the prefix of their names in the data provider). */
export type AreaMethods<A extends string, M extends Methods> = M & { readonly [AREA]: A };

export function defineMethods<A extends string, M extends Methods>(area: A, methods: M): AreaMethods<A, M> {
  return Object.defineProperty(methods, AREA, { value: area, enumerable: false }) as AreaMethods<A, M>;
}

const methodName = (area: string, key: string) => `${area}${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** An area's calls as the data provider carries them: `<area><Method>`. */
export type ProviderMethods<A extends string, M extends Methods> = { [K in keyof M & string as `${A}${Capitalize<K>}`]: M[K] };

/**
 * An area's calls through react-admin's `useDataProvider` (so the data provider given to `<Admin>`
 * answers them, and its errors go through the auth provider's `checkError` as react-admin's own).
 */
export function useMethods<A extends string, M extends Methods>(methods: AreaMethods<A, M>): M {
  const dataProvider = useDataProvider();
  return useMemo(() => {
    const area = methods[AREA];
    const bound = Object.keys(methods).map((key) => [key, (...args: unknown[]) => dataProvider[methodName(area, key)](...args)]);
    return Object.fromEntries(bound) as M;
  }, [dataProvider, methods]);
}

/**
 * A custom read's react-query key: the react-admin resource first, as react-admin's own keys
 * (`['negotiations', 'getOne', {id}]`), so invalidating the resource reaches it.
 */
export type ResourceKey = readonly [resource: string, name: string, params?: Record<string, unknown>];

/** A custom read: `read` gets the area's calls through the data provider. */
export function useResourceQuery<A extends string, M extends Methods, T>(
  methods: AreaMethods<A, M>,
  queryKey: ResourceKey,
  read: (calls: M, signal: AbortSignal) => Promise<T>,
  options: Omit<UseQueryOptions<T, Error, T, ResourceKey>, 'queryKey' | 'queryFn'> = {},
) {
  const calls = useMethods(methods);
  return useQuery({ ...options, queryKey, queryFn: ({ signal }) => read(calls, signal) });
}

/**
 * Refreshes every query of these resources: react-admin's lists and records and the custom reads.
 * A query's first read still on its way (a list whose search was just typed) may have been answered
 * before the write: react-query lets such a read stand (it cancels only a reload of data it has), so
 * it is cancelled first and read again.
 */
export const invalidateResources = (queryClient: QueryClient, resources: readonly string[]) =>
  Promise.all(
    resources.map(async (resource) => {
      await queryClient.cancelQueries({
        queryKey: [resource],
        predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
      });
      await queryClient.invalidateQueries({ queryKey: [resource] });
    }),
  );

export function useInvalidateResources() {
  const queryClient = useQueryClient();
  return useCallback((resources: readonly string[]) => invalidateResources(queryClient, resources), [queryClient]);
}

/** What a custom write declares: the resources it changes, and whether they refresh after a failure too. */
export interface WriteMeta extends Record<string, unknown> {
  invalidates: readonly string[];
  /** The write may have changed them even when it failed (a mail that could not go after the advance was saved). */
  evenOnError?: boolean;
}

const REACT_ADMIN_WRITES = new Set(['create', 'update', 'delete', 'updateMany', 'deleteMany']);

/**
 * The resources a finished mutation changed: a custom write's `meta.invalidates`, or the resource of
 * a react-admin create/update/delete (its mutation key is `[resource, 'update', params]`; the
 * resource named at call time comes in the variables).
 */
export function writtenResources(mutation: Mutation<any, any, any, any>, variables: unknown, failed: boolean): string[] {
  const meta = mutation.options.meta as Partial<WriteMeta> | undefined;
  if (meta?.invalidates) return failed && !meta.evenOnError ? [] : [...meta.invalidates];
  const [resource, kind] = (mutation.options.mutationKey ?? []) as unknown[];
  if (failed || typeof kind !== 'string' || !REACT_ADMIN_WRITES.has(kind)) return [];
  const called = (variables as { resource?: unknown } | null)?.resource;
  const name = typeof called === 'string' ? called : resource;
  return typeof name === 'string' ? [name] : [];
}

/**
 * A custom write: `write` gets the area's calls through the data provider; when it succeeds the
 * query client refreshes every query of `resources` before the mutation resolves.
 */
export function useResourceMutation<A extends string, M extends Methods, V = void, R = unknown>(
  methods: AreaMethods<A, M>,
  resources: readonly string[],
  write: (calls: M, variables: V) => Promise<R>,
  options: { evenOnError?: boolean } = {},
) {
  const calls = useMethods(methods);
  const meta: WriteMeta = { invalidates: resources, evenOnError: options.evenOnError };
  return useMutation({ mutationFn: (variables: V) => write(calls, variables), meta });
}
