import { MessagePage } from './MessagePage';

export const FORBIDDEN_MESSAGE = 'No tiene los permisos para acceder a esta sección.';

export function ForbiddenPage() {
  return (
    <MessagePage code="403" title="Acceso denegado" message={FORBIDDEN_MESSAGE} linkTo="/" linkText="Volver al inicio" />
  );
}

export default ForbiddenPage;
