import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { simulatorRoutes } from './routes';

export const simulatorFeature = defineFeature(simulatorRoutes, {
  screens: {
    simulador: {
      ...lazyScreen(
        () => import('./SimulatorPage'),
        (m) => m.SimulatorPage,
      ),
    },
  },
});
