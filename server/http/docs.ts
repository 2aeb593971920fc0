import { routes } from './route';

/** GET /api/docs: the API's contract as OpenAPI 3.1 (server/http/openapi.ts), for admins. */
export const docsRoutes = routes((api) => {
  api.get('/api/docs', { config: { access: ['docs', 'read'] } }, async () => api.swagger());
});
