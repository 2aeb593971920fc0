import { defineRoutes } from '../../router/define';

export const proposalRoutes = defineRoutes({
  /** Only who may send a proposal (POST quotations/{id}/proposals answers 403 to anyone else). */
  'nueva propuesta': { path: '/admin/cotizacion/:id/propuesta', title: 'Nueva propuesta', access: ['proposals', 'create'] },
  /** The delivery places and ports the proposal form lists (admins edit them; linked from the form). */
  'lugares de entrega': { path: '/admin/lugares-de-entrega', title: 'Lugares de entrega', access: ['exchange-stores', 'edit'] },
});
