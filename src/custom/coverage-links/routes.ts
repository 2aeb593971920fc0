import { defineRoutes } from '../../router/define';

/** Any user may enter (docs/rules/coverage-links.md#permisos); the menu shows it only with the user's flag. */
export const coverageLinkRoutes = defineRoutes({
  'coberturas usuario': { path: '/admin/coberturas-usuario', title: 'Coberturas de Usuario' },
});
