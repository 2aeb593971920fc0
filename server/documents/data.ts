// What every document of a negotiation reads: the negotiation as the detail shows it (every
// premium figure), the producer's logo, and the footnotes (Aclaraciones) that match its payment
// method, rate option and the currencies of its risks.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Negotiation } from '../../src/domain/quotations/entity';
import type { DbOrTx } from '../db/client';
import { notes, users } from '../db/schema';
import { loadNegotiation } from '../quotations/detail';
import { readAll } from '../db/concurrent';

/** pdfmake draws PNG and JPEG images; a logo of another type is left out. */
const DRAWABLE = new Set(['image/png', 'image/jpeg']);

export interface DocumentData {
  negotiation: Negotiation;
  /** data: URL of the producer's logo, or null */
  logo: string | null;
  /** the matching footnotes' rich text, in the order of the currencies of the risks */
  footnotes: string[];
}

export async function producerLogo(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ logo: users.logo, mime: users.logoMime }).from(users).where(eq(users.id, userId));
  if (!row?.logo || !row.mime || !DRAWABLE.has(row.mime)) return null;
  return `data:${row.mime};base64,${Buffer.from(row.logo).toString('base64')}`;
}

export async function footnotesFor(
  db: DbOrTx,
  terms: { paymentMethodId: number | null; rateOptionId: number | null; currencyIds: number[] },
): Promise<string[]> {
  if (terms.paymentMethodId === null || terms.rateOptionId === null || !terms.currencyIds.length) return [];
  const rows = await db
    .select({ currencyId: notes.hectarePriceCurrencyId, value: notes.value })
    .from(notes)
    .where(
      and(
        eq(notes.paymentMethodId, terms.paymentMethodId),
        eq(notes.rateOptionId, terms.rateOptionId),
        inArray(notes.hectarePriceCurrencyId, terms.currencyIds),
      ),
    )
    .orderBy(asc(notes.id));
  return terms.currencyIds.flatMap((c) => rows.filter((r) => r.currencyId === c && r.value.trim()).map((r) => r.value));
}

export async function loadDocumentData(db: DbOrTx, negotiationId: number): Promise<DocumentData> {
  const negotiation = await loadNegotiation(db, negotiationId);
  const currencyIds = [...new Set(negotiation.risks.map((r) => r.hectarePriceCurrency.id))];
  const [logo, footnotes] = await readAll(db, [
    () => producerLogo(db, negotiation.user.id),
    () => footnotesFor(db, { paymentMethodId: negotiation.paymentMethodId, rateOptionId: negotiation.rateOptionId, currencyIds }),
  ]);
  return { negotiation, logo, footnotes };
}
