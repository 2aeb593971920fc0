import { defineRoutes } from '../../router/define';

export const coverageRoutes = defineRoutes({
  coberturas: { path: '/admin/coberturas', title: 'Coberturas', access: ['modules', 'list'] },
  'nueva cobertura': { path: '/admin/coberturas/nuevo', title: 'Nueva cobertura', access: ['modules', 'create'] },
  'ver cobertura': { path: '/admin/coberturas/:id/ver', title: 'Ver cobertura', access: ['modules', 'show'] },
  'editar cobertura': { path: '/admin/coberturas/:id/editar', title: 'Editar cobertura', access: ['modules', 'edit'] },
});
