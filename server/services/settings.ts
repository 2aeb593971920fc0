import { asc, eq, inArray, sql } from 'drizzle-orm';
import { isAdminLike } from '../../src/domain/access';
import { isoDateInArgentina } from '../../src/domain/format';
import { cropFutureMonths, type FuturesContext } from '../../src/domain/simulator-parameters';
import type { DbOrTx } from '../db/client';
import { futures, settings } from '../db/schema';
import { forbidden } from '../http/errors';
import type { AuthUser } from '../auth/tokens';

/** Settings, VAT values, notes and ignore-discount rules are for admin and sudo only. */
export function assertSettingsAdmin(user: AuthUser) {
  if (!isAdminLike(user)) throw forbidden();
}

/** Every stored setting, option -> value ('' for null). */
export async function loadSettingsMap(db: DbOrTx): Promise<Record<string, string>> {
  const rows = await db.select({ option: settings.option, value: settings.value }).from(settings);
  return Object.fromEntries(rows.map((r) => [r.option, r.value ?? '']));
}

/** Locks the settings rows being changed (concurrent saves apply one after the other). */
export async function lockSettings(tx: DbOrTx, options: string[]) {
  if (options.length) await tx.select({ option: settings.option }).from(settings).where(inArray(settings.option, options)).for('update');
}

/** The futures the simulator-parameter checks compare against, as of today in Argentina. */
export async function loadFuturesContext(db: DbOrTx): Promise<FuturesContext> {
  const rows = await db
    .select({ kind: futures.kind, cropId: futures.cropId, month: futures.month, value: futures.value })
    .from(futures)
    .orderBy(asc(futures.id));
  return {
    today: isoDateInArgentina(),
    cropFutureMonths: cropFutureMonths(rows.filter((r) => r.kind === 'crop')),
    dollarFutureValues: rows.filter((r) => r.kind === 'dollar').map((r) => r.value),
  };
}

/** Writes option -> value pairs (the caller validated them). */
export async function writeSettings(tx: DbOrTx, changes: Record<string, string>) {
  const now = new Date();
  for (const [option, value] of Object.entries(changes)) {
    await tx.update(settings).set({ value, updatedAt: now }).where(eq(settings.option, option));
  }
}

/** '21.0000' -> '21.00', '10.1250' -> '10.125': at least two decimals, exact. */
export function twoDecimals(value: string): string {
  const [int, frac = ''] = value.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${int}.${trimmed.padEnd(2, '0')}`;
}

/** SQL text normalised as normalizeSearch does (lower case, common accents stripped). */
export const normalizedSql = (column: unknown) => sql`translate(lower(coalesce(${column}, '')), 'áéíóúüñàèìòù', 'aeiouunaeiou')`;
