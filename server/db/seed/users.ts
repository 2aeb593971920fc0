// Roles and the demo accounts (all with password 'demo1234'), their insurers, preferred coverages and video links.

import { hashPassword } from '../../auth/password';
import type { DbOrTx } from '../client';
import { roles, userCompanies, userCoverageLinks, userModules, users } from '../schema';
import { COMPANY_DOMAIN } from './market';
import { addDays, makeCuit, normalizeSearch } from './util';

export const DEMO_PASSWORD = 'demo1234';

export const USER_SUDO = 1;
export const USER_ADMIN = 2;
export const USER_SUPERVISOR = 3;
export const USER_PRODUCTOR = 4;
export const USER_PRODUCTOR2 = 5;

export interface SeedUser {
  id: number;
  username: string;
  name: string;
  lastname: string;
  email: string;
  cuit: string;
  office: string;
  sancorId: string;
  roleId: number;
  companies: number[];
  maxDiscountAllow: number;
  allowDiscountsOnPacks: boolean;
  exchangeStoreId: number | null;
}

export interface UsersResult {
  users: Map<number, SeedUser>;
  counts: Record<string, number>;
}

type UserRow = typeof users.$inferInsert;

/** The demo accounts. Flags not listed are 0. */
function demoUsers(): (UserRow & { id: number; companies: number[] })[] {
  const base = { password: '', createdAt: new Date(0), updatedAt: new Date(0) };
  return [
    {
      ...base,
      id: USER_SUDO,
      username: 'sudo',
      name: 'Martín',
      lastname: 'Aguirre',
      cuit: makeCuit('20', 23145678),
      address: 'Córdoba 1452, piso 3',
      location: 'Rosario',
      province: 'Santa Fe',
      office: 'Casa Central Rosario',
      fileNumber: '00001',
      sancorId: '10001',
      type: null,
      cell: '3414567890',
      email: `sudo${COMPANY_DOMAIN}`,
      roleId: 1,
      maxDiscountAllow: '100',
      preferredUrl: null,
      companies: [1, 2],
    },
    {
      ...base,
      id: USER_ADMIN,
      username: 'admin',
      name: 'Carolina',
      lastname: 'Benítez',
      cuit: makeCuit('27', 28456123),
      address: 'Córdoba 1452, piso 3',
      location: 'Rosario',
      province: 'Santa Fe',
      office: 'Casa Central Rosario',
      fileNumber: '00002',
      sancorId: '10002',
      type: null,
      cell: '3415123456',
      email: `carolina.benitez${COMPANY_DOMAIN}`,
      roleId: 2,
      maxDiscountAllow: '100',
      preferredUrl: null,
      companies: [1, 2],
    },
    {
      ...base,
      id: USER_SUPERVISOR,
      username: 'supervisor',
      name: 'Gustavo',
      lastname: 'Ferreyra',
      cuit: makeCuit('20', 21789456),
      address: 'San Nicolás 876',
      location: 'Pergamino',
      province: 'Buenos Aires',
      office: 'Agencia Pergamino',
      fileNumber: '61452',
      sancorId: '40118',
      type: 1,
      cell: '2477412233',
      email: `gustavo.ferreyra${COMPANY_DOMAIN}`,
      roleId: 3,
      seeSimulator: 1,
      allowPaymentInKind: 1,
      maxDiscountAllow: '20',
      preferredUrl: 'cotizaciones',
      exchangeStoreId: 5,
      paymentMethodId: 1,
      rateOptionId: 1,
      hectarePriceCurrencyId: 1,
      companies: [1, 2],
    },
    {
      ...base,
      id: USER_PRODUCTOR,
      username: 'productor',
      name: 'Juan Pablo',
      lastname: 'Rossi',
      cuit: makeCuit('20', 30125874),
      address: 'Belgrano 655',
      location: 'Venado Tuerto',
      province: 'Santa Fe',
      office: 'Rossi Seguros Agrícolas',
      fileNumber: '72318',
      sancorId: '40527',
      type: 1,
      cell: '3462553311',
      email: `juanpablo.rossi${COMPANY_DOMAIN}`,
      roleId: 4,
      allowPaymentInKind: 1,
      allowSplitCoverages: 1,
      seeVideo: 1,
      seePdfDescription: 1,
      seeSimulator: 1,
      seeCoverageUserModule: 1,
      sendProposal: 1,
      maxDiscountAllow: '15',
      preferredUrl: 'cotizaciones',
      exchangeStoreId: 7,
      paymentMethodId: 1,
      rateOptionId: 1,
      hectarePriceCurrencyId: 1,
      supervisorId: USER_SUPERVISOR,
      companies: [1, 2],
    },
    {
      ...base,
      id: USER_PRODUCTOR2,
      username: 'productor2',
      name: 'María Laura',
      lastname: 'Giménez',
      cuit: makeCuit('27', 32654987),
      address: 'Calle 15 N° 1024',
      location: 'General Pico',
      province: 'La Pampa',
      office: 'Giménez y Asociados',
      fileNumber: '80944',
      sancorId: '40781',
      type: 2,
      cell: '2302418877',
      email: `marialaura.gimenez${COMPANY_DOMAIN}`,
      roleId: 4,
      maxDiscountAllow: '5',
      preferredUrl: null,
      companies: [1],
    },
  ];
}

export async function seedUsers(db: DbOrTx, today: Date, preferredModuleIds: number[], linkModuleIds: number[]): Promise<UsersResult> {
  await db.insert(roles).values([
    { id: 1, name: 'ROLE_SUDO' },
    { id: 2, name: 'ROLE_ADMIN' },
    { id: 3, name: 'ROLE_SUPERVISOR' },
    { id: 4, name: 'ROLE_USER' },
  ]);

  // One hash for every demo account: bcrypt is slow on purpose, seeding must not be.
  const hash = await hashPassword(DEMO_PASSWORD);
  const list = demoUsers();
  const rows: UserRow[] = list.map(({ companies: _c, ...u }, i) => {
    const created = addDays(today, -120 + i * 3);
    return {
      ...u,
      password: hash,
      createdAt: created,
      updatedAt: created,
      searchText: normalizeSearch([u.name, u.lastname, u.username, u.email, u.cuit, u.office].filter(Boolean).join(' ')),
    };
  });
  await db.insert(users).values(rows);
  const companyRows = list.flatMap((u) => u.companies.map((companyId) => ({ userId: u.id, companyId })));
  await db.insert(userCompanies).values(companyRows);

  // Preferred coverages and video links of 'productor'.
  const moduleRows = preferredModuleIds.map((moduleId) => ({ userId: USER_PRODUCTOR, moduleId }));
  if (moduleRows.length) await db.insert(userModules).values(moduleRows);
  const linkRows = linkModuleIds.map((moduleId, i) => ({
    id: i + 1,
    userId: USER_PRODUCTOR,
    moduleId,
    link: `https://videos.cotizador.local/productores/rossi/cobertura-${moduleId}`,
    createdAt: addDays(today, -60 + i),
  }));
  if (linkRows.length) await db.insert(userCoverageLinks).values(linkRows);

  const map = new Map<number, SeedUser>(
    list.map((u) => [
      u.id,
      {
        id: u.id,
        username: u.username,
        name: u.name,
        lastname: u.lastname ?? '',
        email: u.email,
        cuit: u.cuit ?? '',
        office: u.office ?? '',
        sancorId: u.sancorId ?? '',
        roleId: u.roleId ?? 4,
        companies: u.companies,
        maxDiscountAllow: Number(u.maxDiscountAllow ?? 0),
        allowDiscountsOnPacks: u.allowDiscountsOnPacks === 1,
        exchangeStoreId: u.exchangeStoreId ?? null,
      },
    ]),
  );
  return {
    users: map,
    counts: {
      roles: 4,
      users: rows.length,
      userCompanies: companyRows.length,
      userModules: moduleRows.length,
      userCoverageLinks: linkRows.length,
    },
  };
}
