import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * zodResolver over a domain schema, with zod and the schema loaded on first
 * validation (the first submit): showing /login does not download zod, which
 * keeps the login bundle under its size budget.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<unknown>): Resolver<T> {
  let resolver: Resolver<T> | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
      resolver = (zodResolver as (s: unknown) => unknown)(schema) as Resolver<T>;
    }
    return resolver(values, context, options);
  };
}
