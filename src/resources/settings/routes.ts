import { defineRoutes } from '../../router/define';

export const settingsRoutes = defineRoutes({
  configuraciones: { path: '/admin/configuraciones', title: 'Configuraciones', access: ['settings', 'list'], deniedRedirect: 'perfil' },
});
