// Requests from the public contact form: one already turned into a request (with its new client), one pending.

import type { DbOrTx } from '../client';
import { clients, contactRisks, contacts } from '../schema';
import { clientRow, findZone, type SeedClient } from './clients';
import type { GeoResult } from './geo';
import { CROP_CORN, CROP_SOY, CROP_WHEAT } from './catalog';
import { USER_PRODUCTOR } from './users';
import { addDays, makeCuit, nth } from './util';

/** The client created from the first contact request (owned by 'productor', who handles it). */
export async function seedContactClient(db: DbOrTx, geo: GeoResult, nextClientId: number, today: Date): Promise<SeedClient> {
  const zone = findZone(geo, 1, 82, 'Caseros');
  const c: SeedClient = {
    id: nextClientId,
    userId: USER_PRODUCTOR,
    name: 'Federico',
    lastname: 'Almada',
    cuit: makeCuit('20', 29876512),
    email: 'federico.almada@gmail.com',
    cell: '3464551209',
    location: 'Casilda',
    province: zone.provinceName,
    department: zone.description,
    provinceId: zone.provinceId,
    deleted: false,
  };
  await db.insert(clients).values(clientRow(c, 'Bv. Villada 2150', '1084512', addDays(today, -1)));
  return c;
}

export async function seedContacts(db: DbOrTx, today: Date, client: SeedClient, negotiationId: number): Promise<Record<string, number>> {
  const contactRows: (typeof contacts.$inferInsert)[] = [
    {
      id: 1,
      email: client.email,
      name: `${client.name} ${client.lastname}`,
      address: 'Bv. Villada 2150',
      location: client.location,
      province: client.province,
      cell: client.cell,
      cuit: client.cuit,
      negotiationId,
      createdAt: addDays(today, -1),
    },
    {
      id: 2,
      email: 'agro.donbosco@outlook.com',
      name: 'Agro Don Bosco S.R.L.',
      address: 'Ruta Nacional 33 km 512',
      location: 'Rufino',
      province: 'Santa Fe',
      cell: '3382461177',
      cuit: makeCuit('30', 71234567),
      negotiationId: null,
      createdAt: addDays(today, 0),
    },
  ];
  const riskRows: (typeof contactRisks.$inferInsert)[] = [
    {
      id: 1,
      contactId: 1,
      location: 'Casilda',
      cropId: CROP_WHEAT,
      numberOfHectares: '120.00',
      hectarePrice: '35.00',
      hectarePriceCurrencyId: 1,
    },
    {
      id: 2,
      contactId: 2,
      location: 'Rufino',
      cropId: CROP_SOY,
      numberOfHectares: '450.00',
      hectarePrice: '31.00',
      hectarePriceCurrencyId: 1,
    },
    {
      id: 3,
      contactId: 2,
      location: 'Amenábar',
      cropId: CROP_CORN,
      numberOfHectares: '210.00',
      hectarePrice: '1400.00',
      hectarePriceCurrencyId: 2,
    },
  ];
  // Pending request: make sure it is not in the future.
  const pending = nth(contactRows, 1, 'contact');
  pending.createdAt = new Date(Math.min((pending.createdAt as Date).getTime(), today.getTime() - 10 * 60_000));
  await db.insert(contacts).values(contactRows);
  await db.insert(contactRisks).values(riskRows);
  return { contacts: contactRows.length, contactRisks: riskRows.length };
}
