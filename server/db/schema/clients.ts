import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, limitedText, updatedAt } from './columns';
import { users } from './users';

/** Insured farmers. user_id is the producer who owns the client. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text().notNull().default(''),
    lastname: text().notNull(),
    cuit: limitedText('cuit').notNull(),
    address: text().notNull(),
    location: text().notNull(),
    province: text().notNull(),
    cell: limitedText('cell').notNull(),
    email: text().notNull(),
    sancorId: text('sancor_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('clients_user_idx').on(t.userId),
    // Lists show live clients only: partial indexes keep the count and the ordered page cheap. The
    // order index also holds the owner and the search text, so a page's ids are found by walking it
    // without reading the table (server/clients/service.ts, queryClients).
    index('clients_order_idx')
      .on(t.lastname, t.name, t.id, t.userId, t.searchText)
      .where(sql`${t.deletedAt} is null`),
    index('clients_live_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is null`),
    index('clients_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
