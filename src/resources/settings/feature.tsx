import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { settingsRoutes } from './routes';

export const settingsFeature = defineFeature(settingsRoutes, {
  screens: {
    configuraciones: {
      ...lazyScreen(
        () => import('./SettingsPage'),
        (m) => m.default,
      ),
    },
  },
});
