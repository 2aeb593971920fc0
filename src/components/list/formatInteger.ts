const fmt = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
/** es-AR integer (1.234). */
export const formatInteger = (n: number) => fmt.format(n);
