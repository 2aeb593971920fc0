// What the 'Error!' dialog says for a failure (docs/rules/ui.md#formularios-y-errores: 'Ocurrio un error
// mientras se realizaba la operacion.' with a footer holding the code or the message).
import { MESSAGES } from '../../domain/core/messages';
import { isApiError } from '../../http/errors';
import type { DialogMessage } from '../MessageDialog';

/** The status and readable message of any error the providers or src/api throw. */
export function describeError(error: unknown): { status?: number; message?: string } {
  if (!error || typeof error !== 'object') return typeof error === 'string' ? { message: error } : {};
  const e = error as { status?: unknown; message?: unknown };
  return {
    status: typeof e.status === 'number' && e.status > 0 ? e.status : undefined,
    message: typeof e.message === 'string' && e.message.trim() ? e.message : undefined,
  };
}

/** What the server said about a refused operation: a 422's first field message, else the error's message. */
export function failureDetail(error: unknown): string | undefined {
  if (isApiError(error) && error.status === 422) return error.validationList[0] ?? error.message;
  return describeError(error).message;
}

/**
 * The spec's generic error dialog for `error`: its footer is 'ERROR {code}: {message}', or what is
 * known of the two; for a 422 the message is the server's reason, not only 'Ocurrió un error de validación.'.
 */
export function errorDialogFor(error: unknown, message: string = MESSAGES.genericError): DialogMessage {
  const { status } = describeError(error);
  const detail = failureDetail(error);
  const footer =
    status && detail && detail !== message
      ? `ERROR ${status}: ${detail}`
      : status
        ? `ERROR ${status}`
        : detail !== message
          ? detail
          : undefined;
  return { title: MESSAGES.errorTitle, message, footer };
}
