import { ForbiddenPage } from '../pages/ForbiddenPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MessagePage } from '../pages/MessagePage';
import { describeError } from './form/errorDialog';
import { LoadError } from './LoadError';
import { MESSAGES } from '../domain/core/messages';

/**
 * What a show/edit page renders when its record could not be loaded: the 403
 * page (another producer's record), the 404 page, or a generic message. Never blank.
 */
export function RecordError({ error, backTo }: { error: unknown; backTo?: string }) {
  const { status } = describeError(error);
  if (status === 403) return <ForbiddenPage />;
  if (status === 404) return <NotFoundPage />;
  const message = error instanceof Error && error.message ? error.message : MESSAGES.genericError;
  return <MessagePage title={MESSAGES.errorTitle} message={message} linkTo={backTo} linkText="Volver" />;
}

/** A record that failed to load with a page of its own (403, 404), or the message with 'Reintentar' when trying again may help. */
export function RecordLoadError({ error, onRetry, backTo }: { error: unknown; onRetry: () => unknown; backTo: string }) {
  const { status } = describeError(error);
  if (status === 403 || status === 404) return <RecordError error={error} backTo={backTo} />;
  return <LoadError onRetry={onRetry} />;
}

export default RecordError;
