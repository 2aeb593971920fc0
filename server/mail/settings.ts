// The notification settings of the admin's settings screen (settings table, '1'/'0' booleans and
// comma-separated address lists), read when a mail is about to go.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';

/** 'a@x.com, b@y.com;c@z.com' -> each address; blanks dropped. */
export const addressList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

const PARSERS = {
  /** '1' is on */
  flag: (v: string) => v.trim() === '1',
  /** one address, or none */
  address: (v: string) => v.trim() || undefined,
  addresses: addressList,
};
type Parsed = { [P in keyof typeof PARSERS]: ReturnType<(typeof PARSERS)[P]> };

/** A reader of some settings: each field is an option of the settings table and how it is read. */
function settingsReader<F extends Record<string, readonly [option: string, kind: keyof typeof PARSERS]>>(fields: F) {
  return async (db: DbOrTx): Promise<{ [K in keyof F]: Parsed[F[K][1]] }> => {
    const options = Object.values(fields).map(([option]) => option);
    const rows = await db
      .select({ option: settings.option, value: settings.value })
      .from(settings)
      .where(inArray(settings.option, options));
    const values = new Map(rows.map((r) => [r.option, r.value ?? '']));
    return Object.fromEntries(
      Object.entries(fields).map(([field, [option, kind]]) => [field, PARSERS[kind](values.get(option) ?? '')]),
    ) as { [K in keyof F]: Parsed[F[K][1]] };
  };
}

export const advanceMailSettings = settingsReader({
  enabled: ['on_advance_send_emails_enabled', 'flag'],
  from: ['on_advance_send_emails_from_address', 'address'],
  to: ['on_advance_send_emails_to_address', 'addresses'],
  bcc: ['on_advance_send_emails_bcc_address', 'addresses'],
  copyToProducer: ['on_advance_send_emails_copy_to_producer', 'flag'],
});

export const advanceDueSettings = settingsReader({
  enabled: ['advance_due_date_notification_enabled', 'flag'],
  toProducer: ['advance_due_date_notification_to_producer', 'flag'],
  admin: ['advance_due_date_notification_admin_email', 'addresses'],
});

export const requestMailSettings = settingsReader({
  enabled: ['solicitudes_send_emails_enabled', 'flag'],
  from: ['solicitudes_send_emails_from_address', 'address'],
  to: ['solicitudes_send_emails_to_address', 'addresses'],
  bcc: ['solicitudes_send_emails_bcc_address', 'addresses'],
  copyToSupervisor: ['solicitudes_send_emails_copy_to_supervisor', 'flag'],
  toUser: ['solicitudes_send_emails_to_user', 'flag'],
  toClient: ['solicitudes_send_emails_to_client', 'flag'],
});
