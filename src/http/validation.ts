// THE normaliser of 422 bodies (`{message, errors}`, Laravel style): every shape the API may
// send (flat dotted keys such as `risks.0.zone_id`, nested objects or arrays, a message or a
// list) becomes one flat map of dotted paths to messages, in the server's order.

/** Field (dotted path for nested ones) -> messages. */
export type FieldErrors = Record<string, string[]>;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

function collect(value: unknown, path: string, out: FieldErrors) {
  if (value == null || value === '') return;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const list = (out[path || 'root'] ??= []);
    if (!list.includes(String(value))) list.push(String(value));
    return;
  }
  if (Array.isArray(value) && value.every((v) => !isObject(v))) {
    for (const v of value) collect(v, path, out);
    return;
  }
  if (isObject(value)) {
    if (!Array.isArray(value) && typeof value.message === 'string') return collect(value.message, path, out);
    for (const [k, v] of Object.entries(value)) collect(v, path ? `${path}.${k}` : k, out);
  }
}

/** The field map of a 422 body's `errors` (anything else: empty). */
export function normalizeFieldErrors(raw: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (isObject(raw)) for (const [k, v] of Object.entries(raw)) collect(v, k, out);
  return out;
}

/** Field -> first message (what a form shows under each input). */
export function firstFieldErrors(errors: FieldErrors | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, msgs] of Object.entries(errors ?? {})) if (msgs[0]) out[field] = msgs[0];
  return out;
}

/** The spec's validation list: the first message of each field, once each, in the server's order. */
export function validationList(errors: FieldErrors | null | undefined): string[] {
  const out: string[] = [];
  for (const msgs of Object.values(errors ?? {})) if (msgs[0] && !out.includes(msgs[0])) out.push(msgs[0]);
  return out;
}

/**
 * Renames the API's field names to a form's, segment by segment (`risks.0.zone_id` -> `risks.0.zoneId`),
 * or each whole path by a function (a form whose rows are not the request's: the financing's crops).
 */
export function renameFields(errors: FieldErrors, names: Record<string, string> | ((path: string) => string)): FieldErrors {
  const rename =
    typeof names === 'function'
      ? names
      : (path: string) =>
          names[path] ??
          path
            .split('.')
            .map((seg) => names[seg] ?? seg)
            .join('.');
  const out: FieldErrors = {};
  for (const [path, msgs] of Object.entries(errors)) {
    const renamed = rename(path);
    out[renamed] = [...(out[renamed] ?? []), ...msgs];
  }
  return out;
}
