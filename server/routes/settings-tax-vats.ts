import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COMPANIES, CURRENCIES, PAYMENT_METHODS, RATE_OPTIONS, choiceName, type Choice } from '../../src/domain/constants';
import { taxVatSchema } from '../../src/domain/schemas/settings';
import { normalizeSearch } from '../../src/domain/text';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, taxVats } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { notFound } from '../http/errors';
import { listBody, parseListQuery } from '../http/list';
import { parseBody, parseId, requireObjectBody } from '../http/validate';
import { assertSettingsAdmin, twoDecimals } from '../services/settings';

const TAX_NOT_FOUND = 'No se encontró el impuesto.';
const intFilter = (v: string | undefined) => (v !== undefined && /^\d{1,9}$/.test(v.trim()) ? Number(v) : undefined);

const serialize = (r: typeof taxVats.$inferSelect & { companyName: string | null }) => ({
  id: r.id,
  paymentMethodId: r.paymentMethodId,
  rateOptionId: r.rateOptionId,
  companyId: r.companyId,
  hectarePriceCurrencyId: r.hectarePriceCurrencyId,
  value: twoDecimals(r.value),
  company: { name: r.companyName },
  paymentMethod: { name: choiceName(PAYMENT_METHODS, r.paymentMethodId) },
  rateOption: { name: choiceName(RATE_OPTIONS, r.rateOptionId) },
  hectarePriceCurrency: { name: choiceName(CURRENCIES, r.hectarePriceCurrencyId) },
});

const select = (db: DbOrTx) =>
  db
    .select({
      id: taxVats.id,
      paymentMethodId: taxVats.paymentMethodId,
      rateOptionId: taxVats.rateOptionId,
      companyId: taxVats.companyId,
      hectarePriceCurrencyId: taxVats.hectarePriceCurrencyId,
      value: taxVats.value,
      updatedAt: taxVats.updatedAt,
      companyName: companies.name,
    })
    .from(taxVats)
    .innerJoin(companies, eq(companies.id, taxVats.companyId));

/** Ids of a fixed list whose label contains the word (accent- and case-insensitive). */
const idsMatching = (list: readonly Choice<number>[], word: string) =>
  list.filter((c) => normalizeSearch(c.name).includes(word)).map((c) => c.id);

/** One search word: a label of the row's insurer, payment method, rate option or currency. */
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

/** VAT values per payment method, rate option, insurer and currency (admin and sudo). */
export async function taxVatRoutes(app: FastifyInstance) {
  app.get('/api/tax_vats', async (request) => {
    assertSettingsAdmin(request.user);
    const q = parseListQuery(request.query);
    const f = q.filter;
    const company = intFilter(f.companyId ?? f.company);
    const method = intFilter(f.paymentMethodId);
    const option = intFilter(f.rateOptionId);
    const currency = intFilter(f.hectarePriceCurrencyId);
    const where = and(
      company !== undefined ? eq(taxVats.companyId, company) : undefined,
      method !== undefined ? eq(taxVats.paymentMethodId, method) : undefined,
      option !== undefined ? eq(taxVats.rateOptionId, option) : undefined,
      currency !== undefined ? eq(taxVats.hectarePriceCurrencyId, currency) : undefined,
      ...q.search.split(' ').filter(Boolean).slice(0, 8).map(wordMatches),
    );
    const [rows, [total]] = await Promise.all([
      select(app.db)
        .where(where)
        .orderBy(
          asc(taxVats.paymentMethodId),
          asc(taxVats.rateOptionId),
          asc(taxVats.companyId),
          asc(taxVats.hectarePriceCurrencyId),
          asc(taxVats.id),
        )
        .limit(q.perPage)
        .offset(q.offset),
      app.db.select({ n: count() }).from(taxVats).where(where),
    ]);
    return listBody('taxVats', rows.map(serialize), Number(total?.n ?? 0), q);
  });

  app.put('/api/tax_vats/:id', async (request) => {
    assertSettingsAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    const { value } = parseBody(taxVatSchema, requireObjectBody(request.body));
    const updated = await app.db
      .update(taxVats)
      .set({ value, updatedAt: new Date() })
      .where(eq(taxVats.id, id))
      .returning({ id: taxVats.id });
    if (!updated.length) throw notFound(TAX_NOT_FOUND);
    const row = firstRow(await select(app.db).where(eq(taxVats.id, id)));
    return { data: serialize(row) };
  });
}
