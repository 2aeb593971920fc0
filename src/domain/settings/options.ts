// The setting options of the spec and the tabs of the settings page (docs/rules/settings.md).

export const NOTIFICATION_SETTING_OPTIONS = [
  'on_advance_send_emails_enabled',
  'on_advance_send_emails_from_address',
  'on_advance_send_emails_to_address',
  'on_advance_send_emails_bcc_address',
  'on_advance_send_emails_copy_to_producer',
  'advance_due_date_notification_enabled',
  'advance_due_date_notification_to_producer',
  'advance_due_date_notification_admin_email',
  'solicitudes_send_emails_enabled',
  'solicitudes_send_emails_from_address',
  'solicitudes_send_emails_to_address',
  'solicitudes_send_emails_bcc_address',
  'solicitudes_send_emails_copy_to_supervisor',
  'solicitudes_send_emails_to_user',
  'solicitudes_send_emails_to_client',
] as const;

export const SIMULATOR_SETTING_OPTIONS = [
  'thick_recharge_rate',
  'thin_recharge_rate',
  'soy_recharge_rate',
  'corn_recharge_rate',
  'wheat_recharge_rate',
  'sunflower_recharge_rate',
  'thick_crop_date',
  'thin_crop_date',
  'soy_crop_date',
  'corn_crop_date',
  'wheat_crop_date',
  'soy_quotation',
  'corn_quotation',
  'wheat_quotation',
  'sunflower_quotation',
  'selected_future',
  'apply_all_thick_dates',
  'apply_all_thin_dates',
  'apply_all_thick_rates',
  'apply_all_thin_rates',
  'apply_quotations_manually',
] as const;

/** Every setting option of the spec. */
export const SETTING_OPTIONS = [...NOTIFICATION_SETTING_OPTIONS, ...SIMULATOR_SETTING_OPTIONS] as const;
export type SettingOption = (typeof SETTING_OPTIONS)[number];

/** Settings stored as '1' / '0'. */
export const BOOLEAN_SETTING_OPTIONS: readonly SettingOption[] = [
  'on_advance_send_emails_enabled',
  'on_advance_send_emails_copy_to_producer',
  'advance_due_date_notification_enabled',
  'advance_due_date_notification_to_producer',
  'solicitudes_send_emails_enabled',
  'solicitudes_send_emails_copy_to_supervisor',
  'solicitudes_send_emails_to_user',
  'solicitudes_send_emails_to_client',
  'apply_all_thick_dates',
  'apply_all_thin_dates',
  'apply_all_thick_rates',
  'apply_all_thin_rates',
  'apply_quotations_manually',
];

export const SETTINGS_TABS = [
  'Notificaciones',
  'Ignorar descuentos',
  'Valores de IVA',
  'Parámetros del simulador',
  'Aclaraciones de PDFs',
] as const;

/** Simulator parameter dates: under one year from today. */
export const SIMULATOR_MAX_DATE_YEARS = 1;
