import type { Screens } from '../../screens';
import { RatesExportPage } from './RatesExportPage';
import { RatesImportPage } from './RatesImportPage';

/** Screens of this folder by route name (src/routes.ts). */
export const screens: Screens = {
  'importar tasas': { resource: 'rates', element: <RatesImportPage /> },
  'exportar tasas': { resource: 'rates', element: <RatesExportPage /> },
};
