import { MAX_PAGE_LINKS } from '../../domain/core/ui';

/** At most this many numbered page links (docs/rules/ui.md#listas). */
export { MAX_PAGE_LINKS };

/**
 * The numbered pages to show: a window of at most `max` pages around the current
 * one (1-based), kept inside 1..totalPages.
 */
export function pageWindow(page: number, totalPages: number, max = MAX_PAGE_LINKS): number[] {
  if (totalPages < 1) return [];
  const size = Math.min(max, totalPages);
  let start = Math.max(1, page - Math.floor((size - 1) / 2));
  start = Math.min(start, totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
