import type { FastifyInstance } from 'fastify';
import { asc, count, eq } from 'drizzle-orm';
import { noteSchema } from '../../src/domain/schemas/settings';
import { notes } from '../db/schema';
import { notFound } from '../http/errors';
import { listBody, parseListQuery } from '../http/list';
import { parseBody, parseId, requireObjectBody } from '../http/validate';
import { sanitizeRichText } from '../services/sanitize';
import { assertSettingsAdmin } from '../services/settings';

const NOTE_NOT_FOUND = 'No se encontró la aclaración.';

const serialize = (r: typeof notes.$inferSelect) => ({
  id: r.id,
  paymentMethodId: r.paymentMethodId,
  rateOptionId: r.rateOptionId,
  hectarePriceCurrencyId: r.hectarePriceCurrencyId,
  value: r.value,
});

/** PDF footnotes (admin and sudo): the rich text is sanitised here, whatever the client sent. */
export async function noteRoutes(app: FastifyInstance) {
  app.get('/api/notes', async (request) => {
    assertSettingsAdmin(request.user);
    const q = parseListQuery(request.query);
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(notes)
        .orderBy(asc(notes.paymentMethodId), asc(notes.rateOptionId), asc(notes.hectarePriceCurrencyId), asc(notes.id))
        .limit(q.perPage)
        .offset(q.offset),
      app.db.select({ n: count() }).from(notes),
    ]);
    return listBody('notes', rows.map(serialize), Number(total?.n ?? 0), q);
  });

  app.put('/api/notes/:id', async (request) => {
    assertSettingsAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    const { value } = parseBody(noteSchema, requireObjectBody(request.body));
    const [row] = await app.db
      .update(notes)
      .set({ value: sanitizeRichText(value), updatedAt: new Date() })
      .where(eq(notes.id, id))
      .returning();
    if (!row) throw notFound(NOTE_NOT_FOUND);
    return { data: serialize(row) };
  });
}
