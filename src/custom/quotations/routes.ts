import { defineRoutes } from '../../router/define';

export const negotiationRoutes = defineRoutes({
  cotizaciones: { path: '/admin/negociaciones', title: 'Cotizaciones', access: ['negotiations', 'list'] },
  'nueva cotizacion': { path: '/admin/negociaciones/nuevo', title: 'Nueva cotización', access: ['negotiations', 'create'] },
  'cotizar varios riesgos': { path: '/admin/negociaciones/grupo', title: 'Cotizar varios riesgos', access: ['negotiations', 'create'] },
  'ver cotizacion': { path: '/admin/negociaciones/:id/ver', title: 'Ver cotización', access: ['negotiations', 'show'] },
  'editar cotizacion': { path: '/admin/negociaciones/:id/editar', title: 'Editar cotización', access: ['negotiations', 'edit'] },
});
