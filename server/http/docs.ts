import { routes } from './route';

/** What GET /api/docs answers: an OpenAPI 3.1 document (its own schema: https://spec.openapis.org/oas/3.1/schema). */
interface ContractDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths?: Record<string, unknown>;
  components?: Record<string, unknown>;
}

/** GET /api/docs: the API's contract as OpenAPI 3.1 (server/http/openapi.ts), for admins. */
export const docsRoutes = routes((api) => {
  api.get('/api/docs', { config: { access: ['docs', 'read'] } }, async () => api.swagger() as ContractDocument); // installOpenApi writes 3.1
});
