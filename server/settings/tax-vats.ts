// VAT values per payment method, rate option, insurer and currency. An edit is recorded.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { choiceName, type Choice } from '../../src/domain/core/choice';
import { COMPANIES } from '../../src/domain/coverages/companies';
import { CURRENCIES } from '../../src/domain/core/currencies';
import { PAYMENT_METHODS, RATE_OPTIONS } from '../../src/domain/quotations/payment';
import type { TaxVat } from '../../src/domain/settings/entity';
import { normalizeSearch } from '../../src/domain/core/text';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { decimalText } from '../db/numeric';
import { companies, taxVats } from '../db/schema';
import { notFound } from '../http/errors';
import { readPage, searchWords } from '../http/list';
import { recordChange } from '../db/audit';

export const TAX_NOT_FOUND = 'No se encontró el impuesto.';

const select = (db: DbOrTx) =>
  db
    .select({
      id: taxVats.id,
      paymentMethodId: taxVats.paymentMethodId,
      rateOptionId: taxVats.rateOptionId,
      companyId: taxVats.companyId,
      hectarePriceCurrencyId: taxVats.hectarePriceCurrencyId,
      value: taxVats.value,
      companyName: companies.name,
    })
    .from(taxVats)
    .innerJoin(companies, eq(companies.id, taxVats.companyId));

type TaxVatRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const serialize = (r: TaxVatRow): TaxVat => ({
  id: r.id,
  paymentMethodId: r.paymentMethodId,
  rateOptionId: r.rateOptionId,
  companyId: r.companyId,
  hectarePriceCurrencyId: r.hectarePriceCurrencyId,
  value: decimalText(r.value),
  company: { name: r.companyName },
  paymentMethod: { name: choiceName(PAYMENT_METHODS, r.paymentMethodId) },
  rateOption: { name: choiceName(RATE_OPTIONS, r.rateOptionId) },
  hectarePriceCurrency: { name: choiceName(CURRENCIES, r.hectarePriceCurrencyId) },
});

/** Ids of a fixed list whose label contains the word (accent- and case-insensitive). */
const idsMatching = (list: readonly Choice<number>[], word: string) =>
  list.filter((c) => normalizeSearch(c.name).includes(word)).map((c) => c.id);

/** One search word: a label of the row's insurer, payment method, rate option or currency (fixed lists, not columns). */
function wordMatches(word: string): SQL {
  const ors: SQL[] = [];
  const by = (column: AnyPgColumn, ids: number[]) => {
    if (ids.length) ors.push(inArray(column, ids));
  };
  by(taxVats.companyId, idsMatching(COMPANIES, word));
  by(taxVats.paymentMethodId, idsMatching(PAYMENT_METHODS, word));
  by(taxVats.rateOptionId, idsMatching(RATE_OPTIONS, word));
  by(taxVats.hectarePriceCurrencyId, idsMatching(CURRENCIES, word));
  return ors.length ? sql`(${sql.join(ors, sql` or `)})` : sql`false`;
}

export interface TaxVatFilter {
  search: string;
  companyId?: number;
  paymentMethodId?: number;
  rateOptionId?: number;
  hectarePriceCurrencyId?: number;
}

export function queryTaxVats(db: DbOrTx, f: TaxVatFilter, page: { limit: number; offset: number }) {
  const where = and(
    f.companyId !== undefined ? eq(taxVats.companyId, f.companyId) : undefined,
    f.paymentMethodId !== undefined ? eq(taxVats.paymentMethodId, f.paymentMethodId) : undefined,
    f.rateOptionId !== undefined ? eq(taxVats.rateOptionId, f.rateOptionId) : undefined,
    f.hectarePriceCurrencyId !== undefined ? eq(taxVats.hectarePriceCurrencyId, f.hectarePriceCurrencyId) : undefined,
    ...searchWords(f.search).map(wordMatches),
  );
  return readPage<TaxVat>(db, {
    rows: async () =>
      (
        await select(db)
          .where(where)
          .orderBy(
            asc(taxVats.paymentMethodId),
            asc(taxVats.rateOptionId),
            asc(taxVats.companyId),
            asc(taxVats.hectarePriceCurrencyId),
            asc(taxVats.id),
          )
          .limit(page.limit)
          .offset(page.offset)
      ).map(serialize),
    count: async () => (await db.select({ n: count() }).from(taxVats).where(where))[0]?.n ?? 0,
  });
}

async function loadTaxVat(db: DbOrTx, id: number): Promise<TaxVat> {
  const [row] = await select(db).where(eq(taxVats.id, id));
  if (!row) throw notFound(TAX_NOT_FOUND);
  return serialize(row);
}

/** Stores the exact percentage (a decimal string). */
export async function updateTaxVat(db: Db, actor: AuthUser, id: number, value: string): Promise<TaxVat> {
  return db.transaction(async (tx) => {
    const before = await loadTaxVat(tx, id);
    await tx.update(taxVats).set({ value, updatedAt: new Date() }).where(eq(taxVats.id, id));
    const after = await loadTaxVat(tx, id);
    await recordChange(tx, actor.id, { entity: 'tax_vats', entityId: id, action: 'update', before, after });
    return after;
  });
}
