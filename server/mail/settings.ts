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

async function read<K extends string>(db: DbOrTx, options: readonly K[]): Promise<Record<K, string>> {
  const rows = await db
    .select({ option: settings.option, value: settings.value })
    .from(settings)
    .where(inArray(settings.option, [...options]));
  const out = Object.fromEntries(options.map((o) => [o, ''])) as Record<K, string>;
  for (const r of rows) out[r.option as K] = r.value ?? '';
  return out;
}

const on = (v: string) => v.trim() === '1';

export async function advanceMailSettings(db: DbOrTx) {
  const s = await read(db, [
    'on_advance_send_emails_enabled',
    'on_advance_send_emails_from_address',
    'on_advance_send_emails_to_address',
    'on_advance_send_emails_bcc_address',
    'on_advance_send_emails_copy_to_producer',
  ]);
  return {
    enabled: on(s.on_advance_send_emails_enabled),
    from: s.on_advance_send_emails_from_address.trim() || undefined,
    to: addressList(s.on_advance_send_emails_to_address),
    bcc: addressList(s.on_advance_send_emails_bcc_address),
    copyToProducer: on(s.on_advance_send_emails_copy_to_producer),
  };
}

export async function advanceDueSettings(db: DbOrTx) {
  const s = await read(db, [
    'advance_due_date_notification_enabled',
    'advance_due_date_notification_to_producer',
    'advance_due_date_notification_admin_email',
  ]);
  return {
    enabled: on(s.advance_due_date_notification_enabled),
    toProducer: on(s.advance_due_date_notification_to_producer),
    admin: addressList(s.advance_due_date_notification_admin_email),
  };
}

export async function requestMailSettings(db: DbOrTx) {
  const s = await read(db, [
    'solicitudes_send_emails_enabled',
    'solicitudes_send_emails_from_address',
    'solicitudes_send_emails_to_address',
    'solicitudes_send_emails_bcc_address',
    'solicitudes_send_emails_copy_to_supervisor',
    'solicitudes_send_emails_to_user',
    'solicitudes_send_emails_to_client',
  ]);
  return {
    enabled: on(s.solicitudes_send_emails_enabled),
    from: s.solicitudes_send_emails_from_address.trim() || undefined,
    to: addressList(s.solicitudes_send_emails_to_address),
    bcc: addressList(s.solicitudes_send_emails_bcc_address),
    copyToSupervisor: on(s.solicitudes_send_emails_copy_to_supervisor),
    toUser: on(s.solicitudes_send_emails_to_user),
    toClient: on(s.solicitudes_send_emails_to_client),
  };
}
