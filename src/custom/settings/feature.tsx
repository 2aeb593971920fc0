import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { defineFeature } from '../../router/feature';
import { settingsRoutes } from './routes';

// Its own chunk: the rich-text editor (tiptap) stays out of the main app bundle.
const SettingsPage = lazy(() => import('./SettingsPage'));

export const settingsFeature = defineFeature(settingsRoutes, {
  screens: {
    configuraciones: {
      element: (
        <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
          <SettingsPage />
        </Suspense>
      ),
    },
  },
});
