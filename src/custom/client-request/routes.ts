import { defineRoutes } from '../../router/define';

export const clientRequestRoutes = defineRoutes({
  'solicitud cliente': { path: '/solicitud-cliente', title: 'Solicitud de cliente' },
});
