import { defineFeature } from '../../router/feature';
import { RatesExportPage } from './RatesExportPage';
import { RatesImportPage } from './RatesImportPage';
import { ratesIoRoutes } from './routes';

export const ratesIoFeature = defineFeature(ratesIoRoutes, {
  screens: {
    'importar tasas': { resource: 'rates', element: <RatesImportPage /> },
    'exportar tasas': { resource: 'rates', element: <RatesExportPage /> },
  },
});
