// Global settings (option -> value): the notification settings and the simulator parameters.
// A save checks every rule against the stored values, then writes all in one transaction.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Setting } from '../../src/domain/settings/entity';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { SETTINGS_MESSAGES, settingsErrors } from '../../src/domain/settings/schema';
import { cropFutureMonths, sameDecimal, type FuturesContext } from '../../src/domain/settings/simulator-parameters';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { futures, settings } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { matchAllWords, readPage } from '../http/list';
import { KEYLESS_ENTITY_ID, recordChange } from '../db/audit';

const serialize = (r: { option: string; value: string | null }): Setting => ({ option: r.option, value: r.value ?? '' });

/** A page of settings by option name; the search matches option names ('send emails' finds send_emails_...). */
export function querySettings(db: DbOrTx, q: { search: string; limit: number; offset: number }) {
  const where = matchAllWords(settings.option, q.search.replace(/ /g, '_'));
  return readPage<Setting>(db, {
    rows: async () =>
      (
        await db
          .select({ option: settings.option, value: settings.value })
          .from(settings)
          .where(where)
          .orderBy(asc(settings.option))
          .limit(q.limit)
          .offset(q.offset)
      ).map(serialize),
    count: async () => (await db.select({ n: count() }).from(settings).where(where))[0]?.n ?? 0,
  });
}

export async function loadSetting(db: DbOrTx, option: string | undefined): Promise<Setting> {
  const name = option?.trim();
  const [found] = name ? await db.select().from(settings).where(eq(settings.option, name)) : [];
  if (!found) throw notFound(SETTINGS_MESSAGES.unknownOption);
  return serialize(found);
}

/** Every stored setting, option -> value ('' for null). */
export async function loadSettingsMap(db: DbOrTx): Promise<Record<string, string>> {
  const rows = await db.select({ option: settings.option, value: settings.value }).from(settings);
  return Object.fromEntries(rows.map((r) => [r.option, r.value ?? '']));
}

/** The futures the simulator-parameter checks compare against, as of today in Argentina. */
async function loadFuturesContext(db: DbOrTx): Promise<FuturesContext> {
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

/**
 * Saves option -> value changes: the changed settings are locked (concurrent saves apply one
 * after the other), every rule is checked against the stored values (422 with each option's
 * message; nothing written), then all are written and recorded as one change of the settings.
 */
export async function updateSettings(db: Db, actor: AuthUser, changes: Record<string, string>): Promise<Setting[]> {
  const futuresContext = await loadFuturesContext(db);
  const options = Object.keys(changes);
  return db.transaction(async (tx) => {
    await tx.select({ option: settings.option }).from(settings).where(inArray(settings.option, options)).for('update');
    const current = await loadSettingsMap(tx);
    const errors = settingsErrors(changes, { current, futures: futuresContext });
    if (Object.keys(errors).length) throw validationError(errors);
    const now = new Date();
    for (const [option, value] of Object.entries(changes)) {
      await tx.update(settings).set({ value, updatedAt: now }).where(eq(settings.option, option));
    }
    await recordChange(tx, actor.id, {
      entity: 'settings',
      entityId: KEYLESS_ENTITY_ID,
      action: 'update',
      before: Object.fromEntries(options.map((o) => [o, current[o] ?? ''])),
      after: changes,
    });
    const saved = await tx
      .select({ option: settings.option, value: settings.value })
      .from(settings)
      .where(inArray(settings.option, options))
      .orderBy(asc(settings.option));
    return saved.map(serialize);
  });
}

/**
 * `selected_future` holds the value of the chosen dollar future (the spec's `selectedFutureValue`):
 * when that future's value changes (an edit or an import), the setting follows it in the same
 * transaction, so the contract stays chosen. Futures with the same old value: the one changed wins.
 */
export async function followSelectedFuture(tx: DbOrTx, actorId: number, future: { kind: string; value: string }, value: string) {
  if (future.kind !== 'dollar' || sameDecimal(future.value, value)) return;
  const [row] = await tx.select().from(settings).where(eq(settings.option, 'selected_future')).for('update');
  if (!row || !sameDecimal(row.value, future.value)) return;
  await tx.update(settings).set({ value, updatedAt: new Date() }).where(eq(settings.option, 'selected_future'));
  await recordChange(tx, actorId, {
    entity: 'settings',
    entityId: KEYLESS_ENTITY_ID,
    action: 'update',
    before: { selected_future: row.value },
    after: { selected_future: value },
  });
}
