import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { ratesIoRoutes } from './routes';

export const ratesIoFeature = defineFeature(ratesIoRoutes, {
  screens: {
    'importar tasas': {
      resource: 'rates',
      ...lazyScreen(
        () => import('./RatesImportPage'),
        (m) => m.RatesImportPage,
      ),
    },
    'exportar tasas': {
      resource: 'rates',
      ...lazyScreen(
        () => import('./RatesExportPage'),
        (m) => m.RatesExportPage,
      ),
    },
  },
});
