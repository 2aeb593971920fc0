import Alert from '@mui/material/Alert';
import { describeError, failureDetail } from '../../components/form/errorDialog';

export const FILE_FAILED = 'No se pudo generar el archivo. Probá de nuevo.';

/** A refusal of the server that is about the user, not the figures: no permission (403) or no such negotiation (404). */
export const isAccessError = (error: unknown) => [403, 404].includes(describeError(error).status ?? 0);

/**
 * Why a simulation, a financing or a file failed: the server's permission text for a 403/404 (the
 * figures are not the problem), else `fallback` with the server's reason.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isAccessError(error)) return describeError(error).message ?? fallback;
  const detail = failureDetail(error);
  return detail && detail !== fallback ? `${fallback} ${detail}` : fallback;
}

export function FailureAlert({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {failureText(error, fallback)}
    </Alert>
  );
}
