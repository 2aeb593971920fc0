// Helpers for server validation errors ({field: ['mensaje', ...]} or {field: 'mensaje'}).
// No react-admin here: the public pages use them too.

export type ServerErrors = Record<string, unknown> | null | undefined;

const messagesOf = (value: unknown): string[] => {
  if (value == null) return [];
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.message === 'string') return [v.message];
    return Object.values(v).flatMap(messagesOf);
  }
  return [String(value)];
};

/** The first message of each field, in order (spec 7: "the first message of each field is listed"). */
export function errorList(errors: ServerErrors): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const out: string[] = [];
  for (const value of Object.values(errors)) {
    const first = messagesOf(value)[0];
    if (first && !out.includes(first)) out.push(first);
  }
  return out;
}

/** {field: first message}: the shape react-admin's Form sets on its inputs. */
export function firstErrorPerField(errors: ServerErrors): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, value] of Object.entries(errors)) {
    const first = messagesOf(value)[0];
    if (first) out[field] = first;
  }
  return out;
}

/** The validation errors carried by an error thrown by the data or auth provider, if any. */
export function validationErrorsOf(error: unknown): Record<string, unknown> | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { body?: { errors?: unknown }; errors?: unknown; status?: number };
  const errors = e.body?.errors ?? e.errors;
  if (errors && typeof errors === 'object' && Object.keys(errors as object).length > 0) {
    return errors as Record<string, unknown>;
  }
  return null;
}

/**
 * The spec's validation list of a provider error: the data provider's `body.list`
 * when present, else the first message of each field (react-admin's `root` entry skipped).
 */
export function validationMessagesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const e = error as { body?: { list?: unknown } };
  if (Array.isArray(e.body?.list)) return (e.body!.list as unknown[]).map(String).filter(Boolean);
  const errors = validationErrorsOf(error);
  if (!errors) return [];
  const { root: _root, ...fields } = errors;
  return errorList(fields);
}

/** HTTP status of an error thrown by the providers (HttpError.status / ApiError.status). */
export function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { status?: unknown; body?: { status?: unknown } };
  return typeof e.status === 'number' ? e.status : undefined;
}
