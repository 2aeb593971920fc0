import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** Access and refresh tokens, stored as SHA-256 hashes; revoked on logout and user deletion. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Login attempts and password-reset requests, for the throttling shared by every API process
 * (server/auth/rate-limit.ts). `account` is the user (`user:<id>`, whatever login name was typed)
 * or, for a name that matches no user, `name:<login>`.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    kind: text().$type<'login' | 'reset' | 'contact'>().notNull().default('login'),
    account: text('username').notNull(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_lookup_idx').on(t.account, t.createdAt), index('login_attempts_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * A counter per kind of data, raised by triggers (migration 0011) in the same transaction as any
 * change: 'auth' (users, tokens), 'clients' (clients, assignments, users). A process keeps what it
 * read (a session, a total) beside the counter it saw, and uses it only while the counter is the same.
 */
export const dataVersions = pgTable('data_versions', {
  name: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
