import { defineRoutes } from '../../router/define';

export const profileRoutes = defineRoutes({
  perfil: { path: '/admin/perfil', title: 'Tu perfil', access: ['profile', 'show'] },
  'editar perfil': { path: '/admin/perfil/editar', title: 'Editar perfil', access: ['profile', 'edit'] },
});
