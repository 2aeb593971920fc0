import { defineRoutes } from '../router/define';
import { MESSAGES } from '../domain/core/messages';

/** Pages without a session (docs/rules/auth.md#páginas-públicas). */
export const publicRoutes = defineRoutes({
  Login: { path: '/login', title: 'Ingresar', public: true },
  'recuperar clave': { path: '/forgot-password', title: MESSAGES.recoverPassword, public: true },
  'restablecer clave': { path: '/reset-password', title: 'Restablecer clave', public: true },
  salir: { path: '/logout', title: 'Sesión cerrada', public: true },
  '404': { path: '/404', title: 'Sección inexistente', public: true },
  '403': { path: '/403', title: 'Acceso denegado', public: true },
});
