import { defineRoutes } from '../../router/define';

export const panelRoutes = defineRoutes({
  panel: { path: '/admin/panel', title: 'Panel de control', access: ['panel', 'show'], deniedRedirect: 'perfil' },
});
