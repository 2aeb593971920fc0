import { integer, numeric, smallint, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders: one definition of how ids, flags, money and times are stored.
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
/** 0/1 flags, as the spec's API sends them. */
export const flag = () => smallint().notNull().default(0);
/** Money and quantities: exact decimals, returned by the driver as strings. */
export const money = (name?: string) => (name ? numeric(name, { precision: 16, scale: 2 }) : numeric({ precision: 16, scale: 2 }));
/** Percent rates with room for intermediate precision. */
export const percent = (name?: string) => (name ? numeric(name, { precision: 12, scale: 6 }) : numeric({ precision: 12, scale: 6 }));
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const deletedAt = () => timestamp({ withTimezone: true });
