import { ForbiddenPage } from '../pages/ForbiddenPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MessagePage } from '../pages/MessagePage';
import { describeError } from './form/errorDialog';
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

export default RecordError;
