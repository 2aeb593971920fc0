import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCuit } from '../../../src/domain/core/cuit';
import { normalizeSearch } from '../../../src/domain/core/text';
import { openPglite, type Database } from '../client';
import { clients } from '../schema';
import { at, present } from '../../testing';
import { isDatabaseEmpty, seedDemo } from './index';

// A fixed day, so every date the seed derives (campaigns, futures, history) is known.
const TODAY = new Date(2026, 8, 15, 12, 0, 0); // 15 Sep 2026, local time

let database: Database;
let wasEmpty = false;
let seedMs = 0;

async function rows<T = Record<string, unknown>>(query: string): Promise<T[]> {
  const res = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return res.rows;
}
async function one<T = Record<string, unknown>>(query: string): Promise<T> {
  return at(await rows<T>(query), 0, 'a row');
}
const num = async (query: string) => Number(Object.values(await one(query))[0]);

beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
  wasEmpty = await isDatabaseEmpty(database.db);
  const t0 = performance.now();
  await seedDemo(database.db, { today: TODAY });
  seedMs = performance.now() - t0;
  console.log(`seedDemo on in-memory PGlite: ${Math.round(seedMs)} ms`);
});

afterAll(async () => {
  await database?.close();
});

describe('seedDemo', () => {
  it('fills an empty database and flips isDatabaseEmpty', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const counts: Record<string, number> = {};
    for (const t of [
      'roles',
      'companies',
      'provinces',
      'zones',
      'locations',
      'crops',
      'campaigns',
      'modules',
      'rates',
      'ignore_discounts',
      'tax_vats',
      'notes',
      'settings',
      'futures',
      'external_rates',
      'exchange_stores',
      'users',
      'user_companies',
      'user_modules',
      'user_coverage_links',
      'clients',
      'user_clients',
      'negotiations',
      'negotiation_modules',
      'risks',
      'risk_addons',
      'quotations',
      'quotation_addons',
      'quotation_statuses',
      'advances',
      'proposals',
      'contacts',
      'contact_risks',
      'audit_log',
    ]) {
      counts[t] = await num(`select count(*) from "${t}"`);
      expect(counts[t], t).toBeGreaterThan(0);
    }
    console.log('seeded rows:', JSON.stringify(counts));
    expect(seedMs).toBeLessThan(10000);
  });

  it('lets the five demo accounts log in with demo1234', async () => {
    const users = await rows<{
      username: string;
      password: string;
      role_id: number;
      cuit: string;
      cell: string;
      email: string;
      search_text: string;
      name: string;
      lastname: string;
      office: string;
    }>('select * from users order by id');
    expect(users.map((u) => [u.username, u.role_id])).toEqual([
      ['sudo', 1],
      ['admin', 2],
      ['supervisor', 3],
      ['productor', 4],
      ['productor2', 4],
    ]);
    for (const u of users) {
      expect(await bcrypt.compare('demo1234', u.password), u.username).toBe(true);
      expect(isValidCuit(u.cuit), u.cuit).toBe(true);
      expect(u.cell).toMatch(/^\d{10}$/);
      expect(u.email).toMatch(/@cotizador\.local$/);
      expect(u.search_text).toBe(normalizeSearch([u.name, u.lastname, u.username, u.email, u.cuit, u.office].join(' ')));
    }
    const roles = await rows<{ id: number; name: string }>('select * from roles order by id');
    expect(roles.map((r) => r.name)).toEqual(['ROLE_SUDO', 'ROLE_ADMIN', 'ROLE_SUPERVISOR', 'ROLE_USER']);
  });

  it('gives productor and productor2 their flags, insurers and supervisor', async () => {
    const p = await one<Record<string, unknown>>("select * from users where username = 'productor'");
    expect(p).toMatchObject({
      allow_payment_in_kind: 1,
      see_simulator: 1,
      see_coverage_user_module: 1,
      send_proposal: 1,
      allow_split_coverages: 1,
      max_discount_allow: '15.00',
      preferred_url: 'cotizaciones',
      supervisor_id: 3,
    });
    const p2 = await one<Record<string, unknown>>("select * from users where username = 'productor2'");
    expect(p2).toMatchObject({
      allow_payment_in_kind: 0,
      see_simulator: 0,
      send_proposal: 0,
      allow_split_coverages: 0,
      max_discount_allow: '5.00',
      preferred_url: null,
    });
    const companies = await rows<{ username: string; ids: string }>(
      "select u.username, string_agg(uc.company_id::text, ',' order by uc.company_id) as ids from users u join user_companies uc on uc.user_id = u.id group by u.username",
    );
    const byUser = Object.fromEntries(companies.map((c) => [c.username, c.ids]));
    expect(byUser.productor).toBe('1,2');
    expect(byUser.productor2).toBe('1');
    expect(await num('select count(*) from user_modules where user_id = 4')).toBeGreaterThan(0);
  });

  it('seeds the 24 provinces with INDEC ids and the departments of the farming provinces for both insurers', async () => {
    expect(await num('select count(*) from provinces')).toBe(24);
    const ids = (await rows<{ id: number }>('select id from provinces order by id')).map((r) => r.id);
    expect(ids).toEqual([2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50, 54, 58, 62, 66, 70, 74, 78, 82, 86, 90, 94]);
    expect(await one('select name from provinces where id = 14')).toEqual({ name: 'Córdoba' });
    const perProvince = await rows<{ province_id: number; company_id: number; n: string }>(
      'select province_id, company_id, count(*) as n from zones group by 1, 2 order by 1, 2',
    );
    const n = (p: number, c: number) => Number(perProvince.find((r) => r.province_id === p && r.company_id === c)?.n ?? 0);
    for (const c of [1, 2]) {
      expect(n(6, c)).toBe(135); // Buenos Aires partidos
      expect(n(14, c)).toBe(26);
      expect(n(82, c)).toBe(19);
      expect(n(30, c)).toBe(17);
      expect(n(42, c)).toBe(22);
    }
    // Localities with 4-digit postal codes; zone search is accent-insensitive.
    expect(await num("select count(*) from locations where zip_code !~ '^[0-9]{4}$'")).toBe(0);
    expect(await num("select count(*) from zones where search_text like '%rio cuarto%cordoba%'")).toBe(2);
    expect(await num('select count(*) from zones z where not exists (select 1 from locations l where l.zone_id = z.id)')).toBe(0);
  });

  it('has campaigns around today and rates for every module, zone and crop of its harvest (a double crop: its pairing)', async () => {
    const camps = await rows<{ description: string; date_from: string; date_to: string }>('select * from campaigns order by date_from');
    expect(camps.map((c) => c.description)).toEqual(['Campaña 2025/2026', 'Campaña 2026/2027', 'Campaña 2027/2028']);
    const current = at(camps, 1, 'the current campaign');
    expect(current.date_from).toBe('2026-07-01');
    expect(current.date_to).toBe('2027-06-30');
    const types = (await rows<{ coverage_type: string }>('select distinct coverage_type from modules order by 1')).map(
      (r) => r.coverage_type,
    );
    expect(types).toEqual(['addon', 'basic', 'double-crop', 'pack']);
    expect(await num('select count(*) from modules where company_id = 1 and sancor_id is null')).toBe(0);
    expect(await num('select count(*) from modules m join crops c on c.id = m.crop_id where m.harvest <> c.harvest')).toBe(0);
    // Every (module, zone of its insurer, crop of its harvest) has at least one rate; a double-crop
    // module, for the two crops of its pairing (either may be the second crop) and no other.
    const missing = await num(`
      select count(*) from modules m
      join zones z on z.company_id = m.company_id
      join crops c on c.harvest = m.harvest and m.coverage_type <> 'double-crop'
      where not exists (select 1 from rates r where r.module_id = m.id and r.zone_id = z.id and r.crop_id = c.id)`);
    expect(missing).toBe(0);
    const pairings = await rows<{ description: string; crops: string }>(`
      select m.description, string_agg(distinct c.description, ' / ' order by c.description) as crops
      from modules m join rates r on r.module_id = m.id join crops c on c.id = r.crop_id
      where m.coverage_type = 'double-crop' group by m.id, m.description order by m.id`);
    expect(pairings).toEqual([
      { description: 'Doble Cultivo Trigo / Soja de Segunda', crops: 'Soja / Trigo' },
      { description: 'Doble Cultivo Soja / Maíz de Segunda', crops: 'Maíz / Soja' },
    ]);
    const range = await one<{ lo: string; hi: string }>(
      "select min(r.amount) as lo, max(r.amount) as hi from rates r join modules m on m.id = r.module_id where m.coverage_type <> 'addon'",
    );
    expect(Number(range.lo)).toBeGreaterThanOrEqual(1.2);
    expect(Number(range.hi)).toBeLessThanOrEqual(6.5);
    expect(await num('select count(*) from rates where amount <> round(amount, 2)')).toBe(0);
  });

  it('has VAT rows for every payment method, allowed rate option, insurer and currency, and the settings', async () => {
    expect(await num('select count(*) from tax_vats')).toBe(48);
    expect(await num('select count(*) from tax_vats where rate_option_id <> 1 and value <> 0')).toBe(0);
    expect(await num('select count(*) from notes')).toBe(24);
    const settings = Object.fromEntries(
      (await rows<{ option: string; value: string }>('select option, value from settings')).map((s) => [s.option, s.value]),
    );
    expect(settings.company_domain).toBe('@cotizador.local');
    expect(settings.on_advance_send_emails_from_address).toMatch(/@cotizador\.local$/);
    expect(settings.apply_quotations_manually).toMatch(/^[01]$/);
    // Crop dates are in the future and have crop futures for their month.
    for (const [opt, crops] of [
      ['thick_crop_date', [1, 2]],
      ['thin_crop_date', [4]],
    ] as const) {
      const d = present(settings[opt], opt);
      expect(d > '2026-09-15').toBe(true);
      for (const crop of crops) {
        expect(await num(`select count(*) from futures where crop_id = ${crop} and month = date_trunc('month', date '${d}')::date`)).toBe(
          1,
        );
      }
    }
    expect(await num("select count(*) from futures where kind = 'dollar'")).toBe(13);
    expect(await num("select count(*) from futures where kind = 'dollar' and month is null")).toBe(1);
    expect(await num("select count(*) from external_rates where date = '2026-09-15'")).toBe(1);
    expect(await num("select count(*) from exchange_stores where kind = 'port' and id between 1 and 4")).toBe(4);
  });

  it('has clients per producer with valid CUITs, legal persons and one soft-deleted', async () => {
    const cl = await rows<{
      user_id: number;
      cuit: string;
      name: string;
      lastname: string;
      email: string;
      sancor_id: string;
      search_text: string;
      deleted_at: unknown;
      cell: string;
    }>('select * from clients');
    for (const c of cl) {
      expect(isValidCuit(c.cuit), c.cuit).toBe(true);
      expect(c.cell).toMatch(/^\d{7,10}$/);
      expect(c.search_text).toContain(normalizeSearch(c.lastname));
      expect(c.search_text).toContain(c.sancor_id);
      if (c.cuit.startsWith('30')) expect(c.name).toBe('');
    }
    for (const u of [3, 4, 5]) expect(cl.filter((c) => c.user_id === u).length).toBeGreaterThanOrEqual(12);
    expect(cl.filter((c) => c.cuit.startsWith('30')).length).toBeGreaterThanOrEqual(3);
    expect(cl.filter((c) => c.deleted_at !== null).length).toBe(1);
    expect(
      await num('select count(*) from user_clients uc join clients c on c.id = uc.client_id where uc.user_id = 3 and c.user_id = 5'),
    ).toBe(2);
  });

  it('has negotiations in every state', async () => {
    const states = (await rows<{ state: string }>('select distinct state from negotiations order by 1')).map((r) => r.state);
    expect(states).toEqual(['accepted', 'initiated', 'rejected', 'solicitud']);
    expect(await num("select count(*) from negotiations where state = 'solicitud' and is_confirmed <> 0")).toBe(0);
    expect(await num("select count(*) from negotiations where state <> 'solicitud' and is_confirmed <> 1")).toBe(0);
    const types = (await rows<{ type: string }>("select distinct type from negotiations where state = 'initiated' order by 1")).map(
      (r) => r.type,
    );
    expect(types).toEqual(['double-crop', 'grouped', 'simple']);
    const statuses = (await rows<{ status: string }>('select distinct status from quotations order by 1')).map((r) => r.status);
    expect(statuses).toEqual(['accepted', 'advanced', 'initiated', 'proposal', 'rejected']);
    const history = (await rows<{ description: string }>('select distinct description from quotation_statuses order by 1')).map(
      (r) => r.description,
    );
    expect(history).toEqual(['accepted', 'advanced', 'initiated', 'proposal', 'rejected', 'updated']);
    for (const u of [4, 5]) {
      const s = (await rows<{ state: string }>(`select distinct state from negotiations where user_id = ${u} order by 1`)).map(
        (r) => r.state,
      );
      expect(s, `user ${u}`).toEqual(['accepted', 'initiated', 'rejected', 'solicitud']);
    }
    expect(await num('select count(*) from advances')).toBeGreaterThan(0);
    expect(await num("select count(*) from proposals p join quotations q on q.id = p.quotation_id where q.status = 'proposal'")).toBe(
      await num('select count(*) from proposals'),
    );
    expect(await num('select count(*) from contacts where negotiation_id is not null')).toBe(1);
    expect(await num('select min(number) from negotiations')).toBe(1000);
    // Risks use zones of their insurer; requests have no quotations.
    expect(await num('select count(*) from risks r join zones z on z.id = r.zone_id where z.company_id <> r.company_id')).toBe(0);
    expect(await num("select count(*) from quotations q join negotiations n on n.id = q.negotiation_id where n.state = 'solicitud'")).toBe(
      0,
    );
    expect(await num('select count(*) from risks where number_of_hectares < 50 or number_of_hectares > 800')).toBe(0);
    // Nothing happens in the future, and history follows creation.
    const future = `timestamptz '${TODAY.toISOString()}'`;
    for (const t of [
      'negotiations',
      'quotations',
      'quotation_statuses',
      'advances',
      'proposals',
      'contacts',
      'audit_log',
      'clients',
      'users',
    ]) {
      expect(await num(`select count(*) from ${t} where created_at > ${future}`), t).toBe(0);
    }
    expect(
      await num('select count(*) from quotation_statuses s join quotations q on q.id = s.quotation_id where s.created_at < q.created_at'),
    ).toBe(0);
  });

  it('keeps every quotation figure consistent with the premium formulas', async () => {
    const bad = await rows(`
      select q.id from quotations q
      join risks r on r.id = q.risk_id
      where q.insured_sum <> round(r.number_of_hectares * case when q.is_double_crop_part = 1 then r.double_crop_hectare_price else r.hectare_price end, 2)
         or q.rate_value_with_cf <> round(q.rate_value * (1 + q.correction_factor / 100), 6)
         or q.addons_value_with_cf <> round(q.addons_value * (1 + q.correction_factor / 100), 6)
         or q.value <> round((q.rate_value_with_cf + q.addons_value_with_cf)
                             * (1 - case when q.discount_applied = 1 then q.discount else 0 end / 100)
                             * (1 + q.tax / 100), 6)
         or q.cost <> round(q.insured_sum * q.value / 100, 2)
         or q.cost_per_hectare <> round(q.cost / r.number_of_hectares, 2)
         or q.rate_value <> (select amount from rates where id = q.rate_id)
         or q.addons_value <> coalesce((select sum(value) from quotation_addons qa where qa.quotation_id = q.id), 0)`);
    expect(bad).toEqual([]);
    // Taxes match the VAT table; in-kind payments carry their correction factor.
    const taxMismatch = await num(`
      select count(*) from quotations q join negotiations n on n.id = q.negotiation_id join risks r on r.id = q.risk_id
      join tax_vats t on t.payment_method_id = n.payment_method_id and t.rate_option_id = n.rate_option_id
        and t.company_id = r.company_id and t.hectare_price_currency_id = r.hectare_price_currency_id
      where t.value <> q.tax`);
    expect(taxMismatch).toBe(0);
    expect(await num('select count(*) from quotations where correction_factor > 0')).toBeGreaterThan(0);
    expect(await num('select count(*) from quotations where discount > 0 and discount_applied = 0')).toBeGreaterThan(0);
  });

  it('resets the identity sequences so plain inserts work', async () => {
    const c = at(
      await database.db
        .insert(clients)
        .values({
          lastname: 'Nuevo',
          cuit: '20123456786',
          address: 'Mitre 100',
          location: 'Rosario',
          province: 'Santa Fe',
          cell: '3410000000',
          email: 'nuevo@example.com',
          sancorId: '1',
        })
        .returning({ id: clients.id }),
      0,
    );
    expect(c.id).toBeGreaterThan(36);
    for (const t of ['zones', 'rates', 'modules', 'negotiations', 'quotations', 'quotation_statuses', 'audit_log', 'futures', 'users']) {
      const { max, last } = await one<{ max: number; last: string }>(
        `select (select max(id) from "${t}") as max, (select last_value from ${(await one<{ s: string }>(`select pg_get_serial_sequence('${t}', 'id') as s`)).s}) as last`,
      );
      expect(Number(last), t).toBe(Number(max));
    }
    const next = await one<{ n: string }>("select nextval('management_number_seq') as n");
    expect(Number(next.n)).toBeGreaterThan(Number((await one<{ m: string }>('select max(management_number::int) as m from proposals')).m));
  });
});
