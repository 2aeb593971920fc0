// The tabs of the settings page (docs/rules/settings.md); the options are described in resource.ts.

export const SETTINGS_TABS = [
  'Notificaciones',
  'Ignorar descuentos',
  'Valores de IVA',
  'Parámetros del simulador',
  'Aclaraciones de PDFs',
] as const;

/** Simulator parameter dates: under one year from today. */
export const SIMULATOR_MAX_DATE_YEARS = 1;
