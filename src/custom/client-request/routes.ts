import { defineRoutes } from '../../router/define';

/** The public request form: main.tsx serves it without a session and without react-admin. */
export const clientRequestRoutes = defineRoutes({
  'solicitud cliente': { path: '/solicitud-cliente', title: 'Información del solicitante', public: true },
});
