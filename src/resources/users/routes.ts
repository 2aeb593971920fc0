import { defineRoutes } from '../../router/define';

export const userRoutes = defineRoutes({
  usuarios: { path: '/admin/usuarios', title: 'Productores registrados', access: ['users', 'list'] },
  'nuevo usuario': { path: '/admin/usuarios/nuevo', title: 'Nuevo productor', access: ['users', 'create'] },
  'ver usuario': { path: '/admin/usuarios/:id/ver', title: 'Ver productor', access: ['users', 'show'] },
  'editar usuario': { path: '/admin/usuarios/:id/editar', title: 'Editar productor', access: ['users', 'edit'] },
  'clientes usuario': { path: '/admin/usuarios/:id/clientes', title: 'Clientes del productor', access: ['users', 'clients'] },
  'ver cliente del usuario': {
    path: '/admin/usuarios/:userId/clientes/:id/ver',
    title: 'Ver cliente del productor',
    access: ['users', 'clients'],
  },
  'productores usuario': { path: '/admin/usuarios/:id/productores', title: 'Productores a cargo', access: ['users', 'producers'] },
  /** The spec's placeholder page with text only. */
  productores: { path: '/admin/productores', title: 'Productores' },
});
