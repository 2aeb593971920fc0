import { defineRoutes } from '../../router/define';

/** Any signed-in user enters; the screen itself says 'No tiene permiso para ver esta página' (administration-area.md 2.12). */
export const simulatorRoutes = defineRoutes({
  simulador: { path: '/admin/simulador/:id', title: 'Simulador' },
});
