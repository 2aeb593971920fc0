import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { Screens } from '../../screens';

// Its own chunk: the rich-text editor (tiptap) stays out of the main app bundle.
const SettingsPage = lazy(() => import('./SettingsPage'));

/** Screens of this folder by route name (src/routes.ts). */
export const screens: Screens = {
  configuraciones: {
    element: (
      <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
        <SettingsPage />
      </Suspense>
    ),
  },
};
