// Code loaded on demand: a page's, a screen's or a part's chunk, with the spec's 120 s for a script chunk to load.
import { createElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

const CHUNK_TIMEOUT_MS = 120_000;

/** A component whose chunk loads when first shown, or earlier with `preload`. */
export interface LazyComponent<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts loading the chunk; resolves when it is loaded or has failed (rendering it then shows the failure). */
  preload(): Promise<void>;
}

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Tiempo de carga agotado')), CHUNK_TIMEOUT_MS);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/**
 * React.lazy over `load`, failing (to the nearest error boundary) when the chunk takes longer than
 * 120 s. Once loaded (`preload` awaited, or shown before), it renders at once instead of
 * suspending: a Suspense fallback that shows and is then replaced makes React hold the content back
 * until 300 ms after the fallback appeared (its reveal throttle), once per nested chunk.
 *
 * With `fallback` (a part of a page, such as a chart: nothing to keep on screen meanwhile), it does
 * not suspend at all: it shows `fallback` until the chunk is loaded, then the component at once.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { fallback?: ReactNode } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= withTimeout(load()).then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => start().then((component) => ({ default: component })));
  function Lazy(props: P) {
    // chosen once per mount: switching between the two would remount the screen
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Suspending as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  function WithFallback(props: P) {
    const [state, setState] = useState<{ Component?: ComponentType<P>; failure?: unknown }>(() => ({ Component: loaded }));
    useEffect(() => {
      if (state.Component) return;
      let mounted = true;
      start().then(
        (Component) => mounted && setState({ Component }),
        (failure: unknown) => mounted && setState({ failure }),
      );
      return () => {
        mounted = false;
      };
    }, [state.Component]);
    if (state.failure) throw state.failure;
    return state.Component ? createElement(state.Component, props) : options.fallback;
  }
  const component = (options.fallback === undefined ? Lazy : WithFallback) as LazyComponent<P>;
  component.preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return component;
}

/** `lazyComponent` over a module's default export (`() => import('./Page')`). */
export const lazyDefault = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options?: { fallback?: ReactNode }) =>
  lazyComponent(() => load().then((m) => m.default), options);
