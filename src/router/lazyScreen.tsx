import { Suspense, type ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { lazyComponent } from './lazy';
import type { Screen } from './feature';

/**
 * A feature's screen loaded when first opened (its own chunk: the area's code, and what only it
 * uses, such as charts or the rich-text editor, stays out of the app's first download). `preload`
 * loads it before the app's first render when it is the page opened (src/router/AppRouter.tsx).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Required<Pick<Screen, 'element' | 'preload'>> {
  const Screen = lazyComponent(() => load().then(pick));
  return {
    element: (
      <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
        <Screen />
      </Suspense>
    ),
    preload: Screen.preload,
  };
}
