// What every document of a negotiation reads: the negotiation as the detail shows it (every
// premium figure), the producer's logo, and the footnotes (Aclaraciones) of its payment method and
// rate option for each currency of its risks; each document prints those of the risks it shows.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Negotiation, Risk } from '../../src/domain/quotations/entity';
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
  /** currency id -> the rich text of its footnotes */
  footnotesByCurrency: Map<number, string[]>;
}

export async function producerLogo(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ logo: users.logo, mime: users.logoMime }).from(users).where(eq(users.id, userId));
  if (!row?.logo || !row.mime || !DRAWABLE.has(row.mime)) return null;
  return `data:${row.mime};base64,${Buffer.from(row.logo).toString('base64')}`;
}

async function loadFootnotes(
  db: DbOrTx,
  terms: { paymentMethodId: number | null; rateOptionId: number | null; currencyIds: number[] },
): Promise<Map<number, string[]>> {
  const byCurrency = new Map<number, string[]>();
  if (terms.paymentMethodId === null || terms.rateOptionId === null || !terms.currencyIds.length) return byCurrency;
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
  for (const r of rows) if (r.value.trim()) byCurrency.set(r.currencyId, [...(byCurrency.get(r.currencyId) ?? []), r.value]);
  return byCurrency;
}

/** The footnotes of the currencies of these risks (the ones a document shows), each currency once, in the risks' order. */
export function footnotesOf(data: DocumentData, risks: readonly Pick<Risk, 'hectarePriceCurrency'>[]): string[] {
  const currencyIds = new Set(risks.map((r) => r.hectarePriceCurrency.id));
  return [...currencyIds].flatMap((id) => data.footnotesByCurrency.get(id) ?? []);
}

export async function loadDocumentData(db: DbOrTx, negotiationId: number): Promise<DocumentData> {
  const negotiation = await loadNegotiation(db, negotiationId);
  const currencyIds = [...new Set(negotiation.risks.map((r) => r.hectarePriceCurrency.id))];
  const [logo, footnotesByCurrency] = await readAll(db, [
    () => producerLogo(db, negotiation.user.id),
    () => loadFootnotes(db, { paymentMethodId: negotiation.paymentMethodId, rateOptionId: negotiation.rateOptionId, currencyIds }),
  ]);
  return { negotiation, logo, footnotesByCurrency };
}
