// The notification settings of the admin's settings screen (settings table, '1'/'0' flags and
// comma-separated address lists, as src/domain/settings/resource.ts describes them), read when a mail is about to go.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';
import { NOTIFICATION_FIELDS, type NotificationOption } from '../../src/domain/settings/resource';

/** 'a@x.com, b@y.com;c@z.com' -> each address; blanks dropped. */
export const addressList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** How a value is read, by its input in the settings' description. */
const PARSERS = {
  /** '1' is on */
  flag: (v: string) => v.trim() === '1',
  /** one address, or none */
  email: (v: string) => v.trim() || undefined,
  emails: addressList,
};
type Read<O extends NotificationOption> = ReturnType<(typeof PARSERS)[(typeof NOTIFICATION_FIELDS)[O]['input']]>;

/** A reader of some notification options, each read as its input in the settings' description says. */
function settingsReader<F extends Record<string, NotificationOption>>(fields: F) {
  return async (db: DbOrTx): Promise<{ [K in keyof F]: Read<F[K]> }> => {
    const rows = await db
      .select({ option: settings.option, value: settings.value })
      .from(settings)
      .where(inArray(settings.option, Object.values(fields)));
    const values = new Map(rows.map((r) => [r.option, r.value ?? '']));
    return Object.fromEntries(
      Object.entries(fields).map(([field, option]) => [field, PARSERS[NOTIFICATION_FIELDS[option].input](values.get(option) ?? '')]),
    ) as { [K in keyof F]: Read<F[K]> };
  };
}

export const advanceMailSettings = settingsReader({
  enabled: 'on_advance_send_emails_enabled',
  from: 'on_advance_send_emails_from_address',
  to: 'on_advance_send_emails_to_address',
  bcc: 'on_advance_send_emails_bcc_address',
  copyToProducer: 'on_advance_send_emails_copy_to_producer',
});

export const advanceDueSettings = settingsReader({
  enabled: 'advance_due_date_notification_enabled',
  toProducer: 'advance_due_date_notification_to_producer',
  admin: 'advance_due_date_notification_admin_email',
});

export const requestMailSettings = settingsReader({
  enabled: 'solicitudes_send_emails_enabled',
  from: 'solicitudes_send_emails_from_address',
  to: 'solicitudes_send_emails_to_address',
  bcc: 'solicitudes_send_emails_bcc_address',
  copyToSupervisor: 'solicitudes_send_emails_copy_to_supervisor',
  toUser: 'solicitudes_send_emails_to_user',
  toClient: 'solicitudes_send_emails_to_client',
});
