import { defineRoutes } from '../../router/define';

/** Any signed-in user enters; the screen itself says 'No tiene permiso para ver esta página' (docs/rules/simulator.md#acceso). */
export const simulatorRoutes = defineRoutes({
  simulador: { path: '/admin/simulador/:id', title: 'Simulador' },
});
