import { defineRoutes } from '../../router/define';

export const ratesIoRoutes = defineRoutes({
  'importar tasas': { path: '/admin/coberturas/importar', title: 'Importar tasas', access: ['rates', 'import'] },
  'exportar tasas': { path: '/admin/coberturas/exportar', title: 'Exportar tasas', access: ['rates', 'export'] },
});
