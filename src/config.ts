// Build-time configuration of the app (Vite `VITE_*` variables). Tiny on purpose:
// the login page imports it. No runtime import of react-admin here.

/** API host without trailing slash; '' means the same origin (embedded server or Vite proxy). */
export const API_URL: string = String(import.meta.env.VITE_API_URL ?? '')
  .trim()
  .replace(/\/+$/, '');

/** OAuth password-grant client, sent as the original app does (not a secret in a browser app). */
export const OAUTH_CLIENT_ID: string = import.meta.env.VITE_OAUTH_CLIENT_ID || 'backoffice';
export const OAUTH_CLIENT_SECRET: string = import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'backoffice';

/** The app's name: headers, footers and the browser tab's title. */
export const APP_NAME = 'Cotizador de Seguros Agrícolas';
