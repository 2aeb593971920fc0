import { defineRoutes } from '../../router/define';

/** Any user may enter (administration-area.md 2.3); the menu shows it only with the user's flag. */
export const coverageLinkRoutes = defineRoutes({
  'coberturas usuario': { path: '/admin/coberturas-usuario', title: 'Coberturas de Usuario' },
});
