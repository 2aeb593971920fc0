import { defineRoutes } from '../../router/define';

export const marketDataRoutes = defineRoutes({
  'datos de mercado': { path: '/admin/datos-de-mercado', title: 'Datos de mercado', access: ['market', 'list'] },
});
