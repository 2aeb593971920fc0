// The API of UI tests: msw answers the requests the app sends (src/http), as the server would.
// One server per test file; requests nobody answers fail the test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';

export { http, HttpResponse } from 'msw';

/** `always`: handlers every test of the file keeps (reference data a screen may still ask for as a test ends). */
export function setupApiServer(...always: Parameters<typeof setupServer>) {
  const server = setupServer(...always);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A request as a handler saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  auth: string | null;
  body: unknown;
}

/** Records the requests handlers pass to it (JSON bodies parsed, FormData kept). */
export function recorder() {
  const seen: SeenRequest[] = [];
  return {
    seen,
    async record(request: Request): Promise<SeenRequest> {
      const type = request.headers.get('content-type') ?? '';
      const text =
        request.method === 'GET' || request.method === 'HEAD' ? '' : type.includes('multipart') ? '' : await request.clone().text();
      const body = type.includes('multipart') ? await request.clone().formData() : text ? (JSON.parse(text) as unknown) : null;
      const entry = { method: request.method, url: new URL(request.url), auth: request.headers.get('authorization'), body };
      seen.push(entry);
      return entry;
    },
    /** Requests with this method and path under /api (`'users/4/coverages'`; query ignored). */
    to: (method: string, path: string) => seen.filter((r) => r.method === method && r.url.pathname === `/api/${path}`),
  };
}

/** `{data: {<key>: rows}, meta: {total}}`: a list answer of the API. */
export const listBody = (key: string, rows: JsonBodyType[], total = rows.length) => ({ data: { [key]: rows }, meta: { total } });

/** GET handlers answering fixed lists (reference data) at `/api/<path>`. */
export const listHandlers = (lists: Record<string, { key: string; rows: JsonBodyType[] }>) =>
  Object.entries(lists).map(([path, { key, rows }]) => http.get(`*/api/${path}`, () => HttpResponse.json(listBody(key, rows))));

/** A 422 answer with the API's field messages. */
export const validationFailure = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: 'Ocurrió un error de validación.', errors }, { status: 422 });
