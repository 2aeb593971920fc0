import { MessagePage } from './MessagePage';

/** /admin/productores: a placeholder page with text only (spec 2.3). */
export function ProducersPlaceholderPage() {
  return (
    <MessagePage
      title="Productores"
      message="Desde aquí podrá consultar a los productores asesores. Para administrarlos use la sección Productores registrados del menú."
    />
  );
}

export default ProducersPlaceholderPage;
