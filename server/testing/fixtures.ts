import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { cuitCheckDigit } from '../../src/domain/core/cuit';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { clients, users } from '../db/schema';
import { clientSearchText } from '../clients/service';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A valid CUIT with the given prefix ('20' natural person, '30' company) built from a number. */
export function validCuit(n: number, prefix = '20'): string {
  for (let k = n; ; k++) {
    const first10 = prefix + String(k % 100_000_000).padStart(8, '0');
    const d = cuitCheckDigit(first10);
    if (d !== null) return first10 + d;
  }
}

export async function userIdOf(db: DbOrTx, username: string): Promise<number> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  if (!u) throw new Error(`no demo user ${username}`);
  return u.id;
}

let seq = 0;

/** A valid client payload (POST /api/clients). */
export function clientPayload(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: 'Juan',
    lastname: `Prueba${seq}`,
    cuit: validCuit(41_000_000 + seq * 7),
    address: 'Ruta 9 km 500',
    location: 'Marcos Juárez',
    province: 'Córdoba',
    cell: '3472123456',
    email: `cliente${seq}@example.com`,
    sancorId: `A${1000 + seq}`,
    ...overrides,
  };
}

/** Inserts a client directly (fixtures), keeping search_text as the API does. */
export async function insertClient(db: DbOrTx, ownerId: number | null, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const p = clientPayload();
  const row = {
    name: p.name,
    lastname: p.lastname,
    cuit: p.cuit,
    address: p.address,
    location: p.location,
    province: p.province,
    cell: p.cell,
    email: p.email,
    sancorId: p.sancorId,
    ...overrides,
  };
  return firstRow(
    await db
      .insert(clients)
      .values({ ...row, userId: ownerId, searchText: clientSearchText(row) })
      .returning(),
  );
}

/** A client's row, deleted or not (there must be one). */
export async function clientById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw new Error(`no client ${id}`);
  return row;
}

function crc32(buf: Buffer) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A real 1x1 PNG (a valid logo). */
export function tinyPng() {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1x1, 8-bit RGB
  const pixels = zlib.deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32])); // filter 0, one green pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What the ALTCHA widget sends for a challenge of GET /api/contacts/challenge: solved, as base64 JSON. */
export async function solvedCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A valid proposal form (POST /api/quotations/{id}/proposals) of a quotation paid in exchange. */
export const proposalForm = (overrides: Record<string, unknown> = {}) => ({
  currencyId: 34,
  hailPaymentTypeId: 4,
  center: 1,
  store: 5,
  cityId: 1,
  zipCode: '2170',
  cardPoint: 1,
  kilometers: '5',
  street: 'a 5 KM al Norte de Casilda',
  client: { documentNumber: validCuit(30111222), email: 'cliente@campo.com.ar', phoneNumber: '3464551209' },
  ...overrides,
});

/** A valid request of the public form (POST /api/contacts) with its solved captcha, two fields in Santa Fe. */
export const contactPayload = (altcha: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Mariana Quiroga',
  cuit: validCuit(33445566, '27'),
  cell: '3462551234',
  email: 'mariana.quiroga@campo.com.ar',
  address: 'Belgrano 450',
  location: 'Venado Tuerto',
  province: 'Santa Fe',
  risks: [
    { location: 'Rufino', crop: 1, number_of_hectares: '250', hectare_price: '32,5', hectare_price_currency: 'quintal' },
    { location: 'Casilda', crop: 4, number_of_hectares: '80', hectare_price: '900', hectare_price_currency: 'dolar' },
  ],
  altcha,
  ...overrides,
});
