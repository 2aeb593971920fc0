// Code loaded on demand: a page or screen's chunk, with the spec's 120 s for a script chunk to load.
import { lazy, type ComponentType } from 'react';

const CHUNK_TIMEOUT_MS = 120_000;

/** React.lazy over `load`, failing (to the nearest error boundary) when the chunk takes longer than 120 s. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Tiempo de carga agotado')), CHUNK_TIMEOUT_MS);
    });
    try {
      return { default: await Promise.race([load(), timeout]) };
    } finally {
      clearTimeout(timer);
    }
  });
}
