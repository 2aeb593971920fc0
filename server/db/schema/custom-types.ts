import { customType } from 'drizzle-orm/pg-core';

/** Binary files (logos, site plans, import files) live in the database, so a backup has everything. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
