import { defineRoutes } from '../../router/define';

export const requestRoutes = defineRoutes({
  solicitudes: { path: '/admin/solicitudes', title: 'Solicitudes', access: ['requests', 'list'] },
  'nueva solicitud': { path: '/admin/solicitudes/nuevo', title: 'Nueva solicitud', access: ['requests', 'create'] },
  'ver solicitudes': { path: '/admin/solicitudes/:id/ver', title: 'Ver solicitud', access: ['requests', 'show'] },
});
