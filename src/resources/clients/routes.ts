import { defineRoutes } from '../../router/define';

export const clientRoutes = defineRoutes({
  clientes: { path: '/admin/clientes', title: 'Clientes', access: ['clients', 'list'] },
  'nuevo cliente': { path: '/admin/clientes/nuevo', title: 'Nuevo cliente', access: ['clients', 'create'] },
  'ver cliente': { path: '/admin/clientes/:id/ver', title: 'Ver cliente', access: ['clients', 'show'] },
  'editar cliente': { path: '/admin/clientes/:id/editar', title: 'Editar cliente', access: ['clients', 'edit'] },
});
