// The product asks (docs/rules/ui.md#menú-y-barra-superior) for a footer crediting the developer and a help link
// that opens a mail to support; the address is not in the spec, so both are
// configurable at build time (VITE_DEVELOPER_NAME, VITE_SUPPORT_EMAIL).
export const DEVELOPER_NAME: string = import.meta.env.VITE_DEVELOPER_NAME ?? 'Agro Cotizador';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'soporte@agrocotizador.com.ar';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Ayuda - Cotizador')}`;
