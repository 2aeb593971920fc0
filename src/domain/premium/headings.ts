/**
 * The names of a quotation's premium figures, in the order every table shows them: the detail,
 * the wizard's preview and the quotation PDFs (docs/premium.md). The cost columns follow them.
 */
export const PREMIUM_RATE_HEADINGS = ['Tasa', 'Adicionales', 'Factor de corrección', 'Descuento', 'Impuestos', 'Valor'] as const;
export const COST_HEADINGS = ['Costo', 'Costo por ha.'] as const;
/** Added to 'Tasa' and 'Adicionales' where their figures already include a correction factor (the quotation PDFs). */
export const INCLUDES_CORRECTION_FACTOR = 'con factor de corrección';
