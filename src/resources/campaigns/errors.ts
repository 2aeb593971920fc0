import { firstErrorPerField, validationErrorsOf } from '../../components/errors';

/** The server's explanation of a refused save: the first field message of a 422, else the error's text. */
export function serverMessageOf(error: unknown): string | undefined {
  const fields = (error as { body?: { fieldErrors?: Record<string, unknown> } })?.body?.fieldErrors ?? validationErrorsOf(error);
  const { root: _root, ...byField } = (fields ?? {}) as Record<string, unknown>;
  const first = Object.values(firstErrorPerField(byField))[0];
  if (first) return first;
  return error instanceof Error && error.message ? error.message : undefined;
}
