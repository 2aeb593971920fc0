import { eq, sql } from 'drizzle-orm';
import { cuitCheckDigit } from '../../src/domain/cuit';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { clients, users } from '../db/schema';
import { clientSearchText } from '../services/clients';

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
