// Clients (insured farmers) owned by each producer, and a few assigned to the supervisor.

import { clientSearchText } from '../../clients/service';
import type { DbOrTx } from '../client';
import { clients, userClients } from '../schema';
import type { GeoResult, SeedZone } from './geo';
import { USER_PRODUCTOR, USER_PRODUCTOR2, USER_SUPERVISOR } from './users';
import { addDays, hashInt, makeCuit, normalizeSearch, nth, slug } from './util';

export { clientSearchText };

export interface SeedClient {
  id: number;
  userId: number;
  name: string;
  lastname: string;
  cuit: string;
  email: string;
  cell: string;
  location: string;
  province: string;
  /** department (zone description) of the client's home locality */
  department: string;
  provinceId: number;
  deleted: boolean;
}

export interface ClientsResult {
  clients: SeedClient[];
  /** the clients of a producer, in seed order */
  byUser: Map<number, SeedClient[]>;
  counts: Record<string, number>;
}

/** The demo users that own seeded clients. */
const OWNERS = [USER_PRODUCTOR, USER_PRODUCTOR2, USER_SUPERVISOR] as const;
type Owner = (typeof OWNERS)[number];

/** [lastname, name] of people, or [company name, ''] of legal persons (CUIT 30-). */
const PEOPLE: Record<Owner, [string, string][]> = {
  [USER_PRODUCTOR]: [
    ['Bianchi', 'Roberto Carlos'],
    ['Fernández', 'Silvina'],
    ['Agropecuaria La Esperanza S.A.', ''],
    ['Gallo', 'Héctor'],
    ['Peralta', 'Ana María'],
    ['Los Tres Ombúes S.R.L.', ''],
    ['Zanetti', 'Marcelo'],
    ['Marino', 'Ricardo Luis'],
    ['Sosa', 'Patricia'],
    ['Establecimiento Don Aurelio S.A.', ''],
    ['Cattaneo', 'Diego'],
    ['Ledesma', 'Natalia'],
  ],
  [USER_PRODUCTOR2]: [
    ['Echeverría', 'Oscar'],
    ['Pereyra', 'Graciela'],
    ['El Caldén Agropecuaria S.A.', ''],
    ['Lucero', 'Ramón'],
    ['Schmidt', 'Carlos Alberto'],
    ['Torres', 'Mónica'],
    ['Campos del Oeste S.R.L.', ''],
    ['Villarreal', 'Jorge'],
    ['Quiroga', 'Alejandra'],
    ['Arrieta', 'Fabián'],
    ['Bustos', 'Emilio'],
    ['Herrera', 'Liliana'],
  ],
  [USER_SUPERVISOR]: [
    ['Costa', 'Eduardo'],
    ['Romero', 'Verónica'],
    ['La Querencia Agro S.A.', ''],
    ['Domínguez', 'Sergio'],
    ['Acosta', 'Laura'],
    ['Ibarra', 'Néstor'],
    ['Semillas del Litoral S.A.', ''],
    ['Molina', 'Rubén'],
    ['Paz', 'Cecilia'],
    ['Vega', 'Hugo'],
    ['Ríos', 'Mariana'],
    ['Suárez', 'Daniel'],
  ],
};

/** Departments (province id, name) where each producer's clients live, with their phone area codes. */
const HOME: Record<Owner, { provinceId: number; department: string; area: string }[]> = {
  [USER_PRODUCTOR]: [
    { provinceId: 82, department: 'General López', area: '3462' },
    { provinceId: 82, department: 'Caseros', area: '3465' },
    { provinceId: 14, department: 'Marcos Juárez', area: '3472' },
    { provinceId: 14, department: 'Unión', area: '3537' },
    { provinceId: 14, department: 'Río Cuarto', area: '358' },
  ],
  [USER_PRODUCTOR2]: [
    { provinceId: 42, department: 'Maracó', area: '2302' },
    { provinceId: 42, department: 'Realicó', area: '2331' },
    { provinceId: 42, department: 'Chapaleufú', area: '2333' },
    { provinceId: 6, department: 'General Villegas', area: '3388' },
  ],
  [USER_SUPERVISOR]: [
    { provinceId: 6, department: 'Pergamino', area: '2477' },
    { provinceId: 6, department: 'Junín', area: '236' },
    { provinceId: 6, department: 'Salto', area: '2474' },
    { provinceId: 30, department: 'Gualeguaychú', area: '3446' },
  ],
};

const FEMALE = new Set([
  'Silvina',
  'Ana',
  'Patricia',
  'Natalia',
  'Graciela',
  'Mónica',
  'Alejandra',
  'Liliana',
  'Verónica',
  'Laura',
  'Cecilia',
  'Mariana',
]);
const STREETS = ['San Martín', 'Belgrano', 'Rivadavia', 'Mitre', 'Sarmiento', 'Moreno', '25 de Mayo', 'Alem', 'Italia', 'Urquiza'];
const FREE_TEXT = /^[A-Za-zÀ-ÖØ-öø-ÿ0-9 .,\-°º]+$/;

/** The zone (company 1's copy) of a department, by province and name. */
export function findZone(geo: GeoResult, companyId: number, provinceId: number, department: string): SeedZone {
  const want = normalizeSearch(department);
  const z = geo.zones.find((x) => x.companyId === companyId && x.provinceId === provinceId && normalizeSearch(x.description) === want);
  if (!z) throw new Error(`seed: no zone ${department} (${provinceId}) for company ${companyId}`);
  return z;
}

export async function seedClients(db: DbOrTx, geo: GeoResult, today: Date): Promise<ClientsResult> {
  const list: SeedClient[] = [];
  const rows: (typeof clients.$inferInsert)[] = [];
  for (const userId of OWNERS) {
    PEOPLE[userId].forEach(([lastname, name], i) => {
      const id = list.length + 1;
      const home = nth(HOME[userId], i % HOME[userId].length, 'home department');
      const zone = findZone(geo, 1, home.provinceId, home.department);
      const towns = zone.localities.filter(([l]) => FREE_TEXT.test(l));
      const town = towns[hashInt(0, towns.length - 1, id, 3)]?.[0] ?? zone.description;
      const legal = name === '';
      const [firstName = ''] = name.split(' ');
      const female = FEMALE.has(firstName);
      const cuit = legal
        ? makeCuit('30', 70000000 + hashInt(100000, 9999999, id, 11))
        : makeCuit(female ? '27' : '20', hashInt(14000000, 38000000, id, 5));
      const emailUser = legal ? slug(lastname.replace(/ S\.[AR]\.L?\.?/g, '')) : `${slug(firstName)}.${slug(lastname)}`;
      const email = `${emailUser}@${['gmail.com', 'hotmail.com', 'yahoo.com.ar', 'outlook.com'][id % 4]}`;
      const digits = 10 - home.area.length;
      const cell = home.area + String(hashInt(4 * 10 ** (digits - 1), 10 ** digits - 1, id, 13));
      const sancorId = String(1000000 + hashInt(10000, 899999, id, 17));
      const deleted = userId === USER_PRODUCTOR && i === PEOPLE[userId].length - 1;
      const created = addDays(today, -100 + id);
      const c: SeedClient = {
        id,
        userId,
        name,
        lastname,
        cuit,
        email,
        cell,
        location: town,
        province: zone.provinceName,
        department: zone.description,
        provinceId: zone.provinceId,
        deleted,
      };
      list.push(c);
      const address = legal
        ? `Ruta Provincial ${hashInt(2, 94, id, 19)} km ${hashInt(3, 120, id, 23)}`
        : `${STREETS[id % STREETS.length]} ${hashInt(100, 2400, id, 29)}`;
      rows.push({
        id,
        name,
        lastname,
        cuit,
        address,
        location: town,
        province: zone.provinceName,
        cell,
        email,
        sancorId,
        userId,
        searchText: clientSearchText({ lastname, name, cuit, email, sancorId }),
        createdAt: created,
        updatedAt: created,
        deletedAt: deleted ? addDays(today, -10) : null,
      });
    });
  }
  await db.insert(clients).values(rows);

  const byUser = new Map<number, SeedClient[]>();
  for (const c of list) {
    if (!byUser.has(c.userId)) byUser.set(c.userId, []);
    byUser.get(c.userId)!.push(c);
  }
  // Two of productor2's clients are also handled by the supervisor.
  const assigned = byUser
    .get(USER_PRODUCTOR2)!
    .slice(8, 10)
    .map((c) => ({ userId: USER_SUPERVISOR, clientId: c.id }));
  await db.insert(userClients).values(assigned);

  return { clients: list, byUser, counts: { clients: rows.length, userClients: assigned.length } };
}

/** Adds one client (e.g. created from a public contact request); returns it. */
export function clientRow(c: SeedClient, address: string, sancorId: string, createdAt: Date): typeof clients.$inferInsert {
  return {
    id: c.id,
    name: c.name,
    lastname: c.lastname,
    cuit: c.cuit,
    address,
    location: c.location,
    province: c.province,
    cell: c.cell,
    email: c.email,
    sancorId,
    userId: c.userId,
    searchText: clientSearchText({ lastname: c.lastname, name: c.name, cuit: c.cuit, email: c.email, sancorId }),
    createdAt,
    updatedAt: createdAt,
  };
}
