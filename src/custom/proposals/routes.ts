import { defineRoutes } from '../../router/define';

export const proposalRoutes = defineRoutes({
  'nueva propuesta': { path: '/admin/cotizacion/:id/propuesta', title: 'Nueva propuesta' },
});
