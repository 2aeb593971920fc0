import { MessagePage } from './MessagePage';

export const NOT_FOUND_MESSAGE = 'La sección a la cual quiere acceder no existe.';

export function NotFoundPage() {
  return (
    <MessagePage code="404" title="Sección inexistente" message={NOT_FOUND_MESSAGE} linkTo="/" linkText="Volver al inicio" />
  );
}

export default NotFoundPage;
