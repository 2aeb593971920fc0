import { defineRoutes } from '../../router/define';

// The spec shows no route-level restriction, but only admin and sudo may use the API behind them.
export const campaignRoutes = defineRoutes({
  campañas: { path: '/admin/campaigns', title: 'Campañas', access: ['campaigns', 'list'] },
  'nueva campaña': { path: '/admin/campaigns/new', title: 'Nueva campaña', access: ['campaigns', 'create'] },
  'ver campaña': { path: '/admin/campaigns/:id/view', title: 'Ver campaña', access: ['campaigns', 'show'] },
  'editar campaña': { path: '/admin/campaigns/:id/edit', title: 'Editar campaña', access: ['campaigns', 'edit'] },
});
