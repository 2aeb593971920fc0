import { defineRoutes } from '../../router/define';

export const proposalRoutes = defineRoutes({
  'nueva propuesta': { path: '/admin/cotizacion/:id/propuesta', title: 'Nueva propuesta' },
  /** The delivery places and ports the proposal form lists (admins edit them; linked from the form). */
  'lugares de entrega': { path: '/admin/lugares-de-entrega', title: 'Lugares de entrega', access: ['exchange-stores', 'edit'] },
});
