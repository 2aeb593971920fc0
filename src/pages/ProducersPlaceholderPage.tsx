import { MessagePage } from './MessagePage';

/** /admin/productores: a placeholder page with text only (docs/rules/ui.md#páginas-de-solo-texto). */
export function ProducersPlaceholderPage() {
  return (
    <MessagePage
      title="Productores"
      message="Desde aquí podrá consultar a los productores asesores. Para administrarlos use la sección Productores registrados del menú."
    />
  );
}

export default ProducersPlaceholderPage;
