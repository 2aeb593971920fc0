// PDF footnotes: the rich text is sanitised here, whatever the client sent. An edit is recorded.
import { asc, count, eq } from 'drizzle-orm';
import type { Note } from '../../src/domain/settings/entity';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { notes } from '../db/schema';
import { notFound } from '../http/errors';
import { readPage } from '../http/list';
import { recordChange } from '../db/audit';
import { sanitizeRichText } from './sanitize';

export const NOTE_NOT_FOUND = 'No se encontró la aclaración.';

const columns = {
  id: notes.id,
  paymentMethodId: notes.paymentMethodId,
  rateOptionId: notes.rateOptionId,
  hectarePriceCurrencyId: notes.hectarePriceCurrencyId,
  value: notes.value,
};

export function queryNotes(db: DbOrTx, page: { limit: number; offset: number }) {
  return readPage<Note>(db, {
    rows: () =>
      db
        .select(columns)
        .from(notes)
        .orderBy(asc(notes.paymentMethodId), asc(notes.rateOptionId), asc(notes.hectarePriceCurrencyId), asc(notes.id))
        .limit(page.limit)
        .offset(page.offset),
    count: async () => (await db.select({ n: count() }).from(notes))[0]?.n ?? 0,
  });
}

async function loadNote(db: DbOrTx, id: number): Promise<Note> {
  const [row] = await db.select(columns).from(notes).where(eq(notes.id, id));
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}

export async function updateNote(db: Db, actor: AuthUser, id: number, html: string): Promise<Note> {
  return db.transaction(async (tx) => {
    const before = await loadNote(tx, id);
    await tx
      .update(notes)
      .set({ value: sanitizeRichText(html), updatedAt: new Date() })
      .where(eq(notes.id, id));
    const after = await loadNote(tx, id);
    await recordChange(tx, actor.id, { entity: 'notes', entityId: id, action: 'update', before, after });
    return after;
  });
}
