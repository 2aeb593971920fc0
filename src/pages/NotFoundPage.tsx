import { MessagePage } from './MessagePage';
import { MESSAGES } from '../domain/core/messages';

export const NOT_FOUND_MESSAGE = MESSAGES.notFound;
export const NOT_FOUND_TITLE = 'Sección inexistente';

export function NotFoundPage() {
  return <MessagePage code="404" title={NOT_FOUND_TITLE} message={NOT_FOUND_MESSAGE} linkTo="/" linkText="Volver al inicio" />;
}

export default NotFoundPage;
