// The original (Laravel) API as the spec's contract describes it (docs/rules/contract.md),
// for UI tests that check a screen still works against it (docs/rules/contract.md, docs/decisions.md 'La app
// contra la API original'): lists under the spec's key with meta.total, paged by perPage and
// page (or currentPage), every filter the spec does not name ignored; entities with only the
// spec's fields; writes that require the spec's payload names. A call the contract lacks has no
// handler here, so msw fails the test (setupApiServer: onUnhandledRequest 'error').
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SeenRequest } from './msw';

type Row = Record<string, JsonBodyType>;

/** GET /api/<path>: `rows` under data.<key>, one page of them; filters other than `specFilters` ignored. */
export function specList(path: string, key: string, rows: Row[], specFilters: Record<string, (row: Row, value: string) => boolean> = {}) {
  return http.get(`*/api/${path}`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    let found = rows;
    for (const [name, test] of Object.entries(specFilters)) {
      const value = q.get(`filter[${name}]`);
      if (value) found = found.filter((r) => test(r, value));
    }
    const perPage = Number(q.get('perPage') ?? 10);
    const page = Number(q.get('page') ?? q.get('currentPage') ?? 1);
    return HttpResponse.json({ data: { [key]: found.slice((page - 1) * perPage, page * perPage) }, meta: { total: found.length } });
  });
}

/** GET /api/<path>: `{data: record}`. */
export const specRecord = (path: string, record: Row) => http.get(`*/api/${path}`, () => HttpResponse.json({ data: record }));

/**
 * A write of the contract at /api/<path>: 422 (Laravel's answer) when a field the spec's payload
 * has is missing, else `{data}` with the payload. `seen` receives each request's body.
 */
export function specWrite(method: 'post' | 'put', path: string, required: readonly string[], seen: SeenRequest[]) {
  return http[method](`*/api/${path}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    seen.push({ method: request.method, url: new URL(request.url), auth: request.headers.get('authorization'), body });
    const missing = required.filter((f) => body[f] === undefined || body[f] === null || body[f] === '');
    if (missing.length)
      return HttpResponse.json(
        { message: 'The given data was invalid.', errors: Object.fromEntries(missing.map((f) => [f, [`The ${f} field is required.`]])) },
        { status: 422 },
      );
    return HttpResponse.json({ data: body as JsonBodyType });
  });
}

/** Futures as the spec shows them: id, option, value (a DLR contract by month, the exchange one); crop futures with futureCrop.value. */
export function specFutures(months: readonly string[]): Row[] {
  const label = (iso: string) => {
    const names = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];
    return `${names[Number(iso.slice(5, 7)) - 1]}${iso.slice(2, 4)}`;
  };
  const dollars = [
    { id: 1, option: 'DLR Contado', value: '1180.50' },
    ...months.map((m, i) => ({ id: 2 + i, option: `DLR/${label(m)}`, value: (1200 + 20 * i).toFixed(2) })),
  ];
  const crops = ['SOJ', 'MAI', 'TRI'].flatMap((ticker, c) =>
    months.map((m, i) => ({ id: 100 + 10 * c + i, option: `${ticker}.ROS/${label(m)}`, futureCrop: { value: (300 - 40 * c).toFixed(2) } })),
  );
  // one futures table: both kinds in every answer (the app keeps the DLR ones for the dollar list)
  return [...dollars, ...crops];
}
