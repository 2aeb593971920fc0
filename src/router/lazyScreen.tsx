import { Suspense, type ComponentType, type ReactElement } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { lazyComponent } from './lazy';

/**
 * A feature's screen loaded when first opened (its own chunk: the area's code, and what only it
 * uses, such as charts or the rich-text editor, stays out of the app's first download).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Screen = lazyComponent(() => load().then(pick));
  return (
    <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
      <Screen />
    </Suspense>
  );
}
