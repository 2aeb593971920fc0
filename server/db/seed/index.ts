// Demo data for an empty, migrated database (README.md#cuentas-de-demostración): realistic and self-contained.
// seedDemo runs every step in one transaction; steps insert explicit ids, then every identity
// sequence is moved past them so the application's own inserts do not collide.

import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedCatalog } from './catalog';
import { seedClients } from './clients';
import { seedContactClient, seedContacts } from './contacts';
import { seedGeo } from './geo';
import { seedMarket } from './market';
import { seedNegotiations } from './negotiations';
import { seedUsers } from './users';
import { argentineWallClock, resetIdentitySequences } from './util';

export { clientSearchText } from './clients';

/** Tables with identity ids the seed writes explicit ids into. */
const IDENTITY_TABLES = [
  'zones',
  'locations',
  'campaigns',
  'modules',
  'rates',
  'ignore_discounts',
  'tax_vats',
  'notes',
  'futures',
  'external_rates',
  'users',
  'user_coverage_links',
  'clients',
  'negotiations',
  'risks',
  'quotations',
  'quotation_statuses',
  'advances',
  'proposals',
  'contacts',
  'contact_risks',
  'audit_log',
] as const;

/** True when the database has no users yet (a fresh install). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Fills an empty, migrated database with the demo data. `today` fixes every date (campaigns, futures,
 * history) on the machine's local calendar; by default Argentina's wall clock now (argentineWallClock).
 */
export async function seedDemo(db: Db, opts: { today?: Date } = {}): Promise<void> {
  const today = opts.today ? new Date(opts.today.getTime()) : argentineWallClock(new Date());
  await db.transaction(async (tx) => {
    const geo = await seedGeo(tx);
    const catalog = await seedCatalog(tx, geo, today);
    await seedMarket(tx, today);
    // Preferred coverages of 'productor': Sancor's thick and thin hail, San Cristobal's thick hail; video links for two.
    const seededUsers = await seedUsers(tx, today, [1, 3, 10], [1, 5]);
    const clients = await seedClients(tx, geo, today);
    const contactClient = await seedContactClient(tx, geo, clients.clients.length + 1, today);
    const negotiations = await seedNegotiations(tx, { today, geo, catalog, users: seededUsers, clients, contactClient });
    await seedContacts(tx, today, contactClient, negotiations.ids.get('contact-request')!);
    await resetIdentitySequences(tx, IDENTITY_TABLES);
  });
}
