import { MessagePage } from './MessagePage';
import { MESSAGES } from '../domain/core/messages';

export const FORBIDDEN_MESSAGE = MESSAGES.forbidden;

export function ForbiddenPage() {
  return <MessagePage code="403" title="Acceso denegado" message={FORBIDDEN_MESSAGE} linkTo="/" linkText="Volver al inicio" />;
}

export default ForbiddenPage;
