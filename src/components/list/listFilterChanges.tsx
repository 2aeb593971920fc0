// How every control of a list (search, select filters) changes one key of the list's filter.
// react-admin applies a filter on the next tick and the list context sees it a render after the
// URL does, so a change built from the context's `filterValues` can drop the one just before it
// (a second filter chosen at once, a filter chosen while the search waits for its debounce). Here
// each change starts from the filter as last asked for, until the list shows it.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useListContext } from 'react-admin';

type Filter = Record<string, unknown>;
/** Sets `source` of the list's filter to `value` ('' or null removes it), after `delayMs` when given (the search's debounce). */
export type ChangeListFilter = (source: string, value: unknown, delayMs?: number) => void;

const NONE: Filter = {};
const ChangeContext = createContext<ChangeListFilter | null>(null);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const sameFilter = (a: Filter, b: Filter) => {
  const keys = Object.keys(a).filter((k) => !isEmpty(a[k]));
  return keys.length === Object.keys(b).filter((k) => !isEmpty(b[k])).length && keys.every((k) => String(a[k]) === String(b[k]));
};

/** Inside a list (react-admin's ListBase): what its filter controls call. */
export function ListFilterChanges({ children }: { children: ReactNode }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const shown = useRef({ filterValues: NONE, displayedFilters, setFilters });
  useLayoutEffect(() => {
    shown.current = { filterValues: (filterValues ?? NONE) as Filter, displayedFilters, setFilters };
  });
  /** Filters asked for that the list does not show yet, oldest first, and the filter shown when the first was asked. */
  const asked = useRef<{ filters: Filter[]; from: Filter | null }>({ filters: [], from: null });
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const apply = useCallback((source: string, value: unknown) => {
    const { filterValues: current, displayedFilters: displayed, setFilters: set } = shown.current;
    const pending = asked.current;
    const reached = pending.filters.findIndex((f) => sameFilter(f, current));
    if (reached >= 0) pending.filters = pending.filters.slice(reached + 1);
    // the list shows a filter nobody here asked for (back button, a link): it is the base now
    else if (!pending.from || !sameFilter(current, pending.from)) pending.filters = [];
    const base = pending.filters.at(-1) ?? current;
    const { [source]: _previous, ...rest } = base;
    const next = isEmpty(value) ? rest : { ...rest, [source]: value };
    if (!pending.filters.length) pending.from = current;
    pending.filters.push(next);
    set(next, displayed);
  }, []);

  const change = useCallback<ChangeListFilter>(
    (source, value, delayMs) => {
      clearTimeout(timers.current.get(source));
      timers.current.delete(source);
      if (!delayMs) return apply(source, value);
      timers.current.set(
        source,
        setTimeout(() => {
          timers.current.delete(source);
          apply(source, value);
        }, delayMs),
      );
    },
    [apply],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return <ChangeContext.Provider value={change}>{children}</ChangeContext.Provider>;
}

export function useChangeListFilter(): ChangeListFilter {
  const change = useContext(ChangeContext);
  if (!change) throw new Error('useChangeListFilter: a list filter outside ResourceList');
  return change;
}
