import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { modules } from './catalog';
import { clients } from './clients';
import { users } from './users';

/** Preferred coverages of a user. */
export const userModules = pgTable(
  'user_modules',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

/** Clients assigned to a user besides the ones it owns. */
export const userClients = pgTable(
  'user_clients',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index('user_clients_client_idx').on(t.clientId)],
);

/** A producer's video link per coverage ('Coberturas de Usuario'). */
export const userCoverageLinks = pgTable(
  'user_coverage_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    link: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_coverage_links_unique').on(t.userId, t.moduleId)],
);
