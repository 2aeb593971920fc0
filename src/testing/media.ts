// Screen sizes in UI tests (happy-dom has no layout): a phone matches every max-width media
// query, so MUI's `breakpoints.down(...)` hold. Returns the undo.
import { vi } from 'vitest';

export function asPhone(): () => void {
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  return () => spy.mockRestore();
}
