// Every service area records its writes in audit_log (who, which record, before and after, never
// a password hash nor logo bytes) in the write's transaction, and a refused write (422) records
// and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, lte, notInArray } from 'drizzle-orm';
import { isoDateInArgentina } from '../../src/domain/core/format';
import { auditLog, campaigns, modules, settings, taxVats, userCoverageLinks, users, zones } from './schema';
import { at, countRows, createTestApp, type DemoUser, type InjectResponse, type TestApp } from '../testing';
import { clientPayload, insertClient, tinyPng, validCuit } from '../testing/fixtures';
import { KEYLESS_ENTITY_ID } from './audit';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
});
afterAll(async () => {
  await t?.close();
});

interface Changes {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit rows of one record, oldest first. */
async function auditOf(entity: string, entityId: number) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
  return rows.map((r) => ({ userId: r.userId, action: r.action, changes: r.changes as Changes }));
}

const lastAudit = async (entity: string, entityId: number) =>
  at(await auditOf(entity, entityId), -1, `an audit row of ${entity} ${entityId}`);

/** The request answers 422 and neither the audit log nor `snapshot` (the record or table it would write) changes. */
async function refusedWithoutWrites(send: () => Promise<InjectResponse>, snapshot: () => Promise<unknown>) {
  const before = { audit: await countRows(t.db, 'audit_log'), data: await snapshot() };
  const res = await send();
  expect(res.statusCode, res.body).toBe(422);
  expect({ audit: await countRows(t.db, 'audit_log'), data: await snapshot() }).toEqual(before);
}

const created = (res: InjectResponse) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number } & Record<string, unknown>;
};

let seq = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: 'Auditada',
    lastname: `Prueba${seq}`,
    cuit: validCuit(63_000_000 + seq * 17),
    address: 'Mitre 123',
    location: 'Casilda',
    province: 'Santa Fe',
    office: 'Agencia Casilda',
    fileNumber: `A-${seq}`,
    sancorId: `7${seq}00`,
    cell: '3464123456',
    email: `auditada${seq}@example.com`,
    username: `auditada.${seq}`,
    password: 'clave-segura',
    password_confirmation: 'clave-segura',
    ...overrides,
  };
}

describe('clients', () => {
  it('records create, update and delete by their author', async () => {
    const client = created(await t.as('productor').post('/api/clients', clientPayload({ lastname: 'Auditado' })));
    expect(await lastAudit('clients', client.id)).toEqual({
      userId: uid.productor,
      action: 'create',
      changes: { before: null, after: expect.objectContaining({ id: client.id, lastname: 'Auditado', userId: uid.productor }) },
    });
    const { id: _id, user: _user, createdAt: _c, updatedAt: _u, deletedAt: _d, ...payload } = client;
    expect((await t.as('productor').put(`/api/clients/${client.id}`, { ...payload, lastname: 'Reauditado' })).statusCode).toBe(200);
    expect(await lastAudit('clients', client.id)).toEqual({
      userId: uid.productor,
      action: 'update',
      changes: { before: { lastname: 'Auditado' }, after: { lastname: 'Reauditado' } },
    });
    expect((await t.as('admin').delete(`/api/clients/${client.id}`)).statusCode).toBe(204);
    expect(await lastAudit('clients', client.id)).toEqual({
      userId: uid.admin,
      action: 'delete',
      changes: { before: { deletedAt: null }, after: null },
    });
  });

  it('a refused client (duplicate CUIT) records nothing', async () => {
    const existing = await insertClient(t.db, uid.productor);
    await refusedWithoutWrites(
      () => t.as('productor').post('/api/clients', clientPayload({ cuit: existing.cuit })),
      () => countRows(t.db, 'clients'),
    );
  });

  it('records a client assigned to and removed from a user', async () => {
    const client = await insertClient(t.db, uid.productor);
    expect((await t.as('admin').post(`/api/users/${uid.productor2}/clients/${client.id}`)).statusCode).toBe(201);
    expect(await lastAudit('clients', client.id)).toEqual({
      userId: uid.admin,
      action: 'assign',
      changes: { before: null, after: { userId: uid.productor2 } },
    });
    expect((await t.as('admin').delete(`/api/users/${uid.productor2}/clients/${client.id}`)).statusCode).toBe(204);
    expect(await lastAudit('clients', client.id)).toEqual({
      userId: uid.admin,
      action: 'unassign',
      changes: { before: { userId: uid.productor2 }, after: null },
    });
  });
});

describe('users', () => {
  it('records create, update, password and delete, never the password or its hash', async () => {
    const user = created(await t.as('supervisor').post('/api/users', newUser({ office: 'Primera' })));
    const creation = await lastAudit('users', user.id);
    expect(creation).toMatchObject({ userId: uid.supervisor, action: 'create', changes: { before: null } });
    expect(creation.changes.after).toMatchObject({ id: user.id, office: 'Primera', supervisorId: uid.supervisor });

    expect((await t.as('admin').put(`/api/users/${user.id}`, { office: 'Segunda' })).statusCode).toBe(200);
    expect(await lastAudit('users', user.id)).toEqual({
      userId: uid.admin,
      action: 'update',
      changes: { before: { office: 'Primera' }, after: { office: 'Segunda' } },
    });

    const password = { password: 'otra-clave-9', password_confirmation: 'otra-clave-9' };
    expect((await t.as('admin').put(`/api/users/${user.id}`, password)).statusCode).toBe(200);
    expect(await lastAudit('users', user.id)).toEqual({ userId: uid.admin, action: 'password', changes: { before: null, after: null } });

    expect((await t.as('supervisor').delete(`/api/users/${user.id}`)).statusCode).toBe(204);
    expect(await lastAudit('users', user.id)).toEqual({
      userId: uid.supervisor,
      action: 'delete',
      changes: { before: { deletedAt: null }, after: { deletedAt: expect.any(String) } },
    });
    const all = JSON.stringify(await auditOf('users', user.id));
    expect(all).not.toMatch(/"password":|clave-segura|otra-clave|\$2[aby]\$/);
  });

  it('a refused user (bad e-mail) records nothing', async () => {
    await refusedWithoutWrites(
      () => t.as('admin').post('/api/users', newUser({ email: 'no-es-un-email' })),
      () => countRows(t.db, 'users'),
    );
    await refusedWithoutWrites(
      () => t.as('admin').put(`/api/users/${uid.productor2}`, { office: 'Otra', email: 'mal' }),
      async () => (await t.as('admin').get(`/api/users/${uid.productor2}`)).json(),
    );
  });

  it('records a logo saved and removed by its type and size, not its bytes', async () => {
    const png = tinyPng();
    const res = await t.as('productor2').upload(`/api/users/${uid.productor2}/logo`, {}, [{ field: 'logo', name: 'logo.png', data: png }]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = await lastAudit('users', uid.productor2);
    expect(saved).toEqual({
      userId: uid.productor2,
      action: 'logo',
      changes: { before: { logoMime: null, logoBytes: null }, after: { logoMime: 'image/png', logoBytes: png.length } },
    });
    expect((await t.as('admin').delete(`/api/users/${uid.productor2}/logo`)).statusCode).toBe(204);
    expect(await lastAudit('users', uid.productor2)).toEqual({
      userId: uid.admin,
      action: 'logo',
      changes: { before: { logoMime: 'image/png' }, after: { logoMime: null } },
    });
  });

  it('records each producer a supervisor takes or releases', async () => {
    const supervisor = created(await t.as('admin').post('/api/users', newUser({ roleId: 3 })));
    const producer = created(await t.as('admin').post('/api/users', newUser()));
    const put = (ids: number[]) => t.as('sudo').put(`/api/users/${supervisor.id}/supervised-producers`, { supervisedProducers: ids });
    expect((await put([producer.id])).statusCode).toBe(200);
    expect(await lastAudit('users', producer.id)).toEqual({
      userId: uid.sudo,
      action: 'update',
      changes: { before: { supervisorId: null }, after: { supervisorId: supervisor.id } },
    });
    await refusedWithoutWrites(
      () => put([producer.id, uid.admin]),
      () => t.db.select({ id: users.id, s: users.supervisorId }).from(users).orderBy(asc(users.id)),
    );
    expect((await put([])).statusCode).toBe(200);
    expect(await lastAudit('users', producer.id)).toEqual({
      userId: uid.sudo,
      action: 'update',
      changes: { before: { supervisorId: supervisor.id }, after: { supervisorId: null } },
    });
  });

  it("records a user's preferred coverages as the list before and after", async () => {
    const today = isoDateInArgentina();
    const current = await t.db
      .select({ id: modules.id })
      .from(modules)
      .innerJoin(campaigns, eq(campaigns.id, modules.campaignId))
      .where(and(lte(campaigns.dateFrom, today), gte(campaigns.dateTo, today)))
      .orderBy(asc(modules.id))
      .limit(2);
    const [a, b] = [at(current, 0).id, at(current, 1).id];
    const user = created(await t.as('admin').post('/api/users', newUser()));
    expect((await t.as('admin').post(`/api/users/${user.id}/modules`, { modules: [b, a] })).statusCode).toBe(200);
    expect(await lastAudit('users', user.id)).toEqual({
      userId: uid.admin,
      action: 'update',
      changes: { before: { preferredCoverages: [] }, after: { preferredCoverages: [a, b] } },
    });
    await refusedWithoutWrites(
      () => t.as('admin').post(`/api/users/${user.id}/modules`, { modules: [a, 999_999] }),
      () => countRows(t.db, 'user_modules', `user_id = ${user.id}`),
    );
    expect((await t.as('admin').delete(`/api/users/${user.id}/modules/${a}`)).statusCode).toBe(204);
    expect((await lastAudit('users', user.id)).changes).toEqual({
      before: { preferredCoverages: [a, b] },
      after: { preferredCoverages: [b] },
    });
  });

  it('records a password reset by the user itself', async () => {
    const user = created(await t.as('admin').post('/api/users', newUser()));
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.username } });
    expect(res.statusCode).toBe(200);
    await t.jobsDone('password-reset-mail');
    const mail = at(t.outbox, -1, 'the reset mail');
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.text)?.[1] ?? '');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email: user.email, password: 'nueva-clave-7', password_confirmation: 'nueva-clave-7' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await lastAudit('users', user.id)).toEqual({ userId: user.id, action: 'password', changes: { before: null, after: null } });
  });
});

describe('campaigns, coverages and rates', () => {
  it('records campaign writes; an overlapping one records nothing', async () => {
    const campaign = created(
      await t.as('admin').post('/api/campaigns', { description: 'Auditada', dateFrom: '2201-07-01', dateTo: '2202-06-30' }),
    );
    expect(await lastAudit('campaigns', campaign.id)).toEqual({
      userId: uid.admin,
      action: 'create',
      changes: { before: null, after: campaign },
    });
    expect(
      (await t.as('sudo').put(`/api/campaigns/${campaign.id}`, { description: 'Reauditada', dateFrom: '2201-07-01', dateTo: '2202-06-30' }))
        .statusCode,
    ).toBe(200);
    expect(await lastAudit('campaigns', campaign.id)).toEqual({
      userId: uid.sudo,
      action: 'update',
      changes: { before: { description: 'Auditada' }, after: { description: 'Reauditada' } },
    });
    await refusedWithoutWrites(
      () => t.as('admin').post('/api/campaigns', { description: 'Solapada', dateFrom: '2202-01-01', dateTo: '2203-01-01' }),
      () => countRows(t.db, 'campaigns'),
    );
  });

  it('records coverage and rate writes; refused ones record nothing', async () => {
    const coverage = {
      description: 'Granizo Auditado',
      coverageType: 'basic',
      cropId: 1,
      companyId: 2,
      campaignId: 2,
      sortOrder: 3,
    };
    const m = created(await t.as('admin').post('/api/modules', coverage));
    expect(await lastAudit('modules', m.id)).toMatchObject({
      userId: uid.admin,
      action: 'create',
      changes: { before: null, after: { id: m.id } },
    });
    expect((await t.as('admin').put(`/api/modules/${m.id}`, { ...coverage, sortOrder: 4 })).statusCode).toBe(200);
    expect((await lastAudit('modules', m.id)).changes).toEqual({ before: { sortOrder: 3 }, after: { sortOrder: 4 } });
    await refusedWithoutWrites(
      () => t.as('admin').put(`/api/modules/${m.id}`, { ...coverage, cropId: 999 }),
      () =>
        t
          .as('admin')
          .get(`/api/modules/${m.id}`)
          .then((r) => r.json()),
    );

    const [zone] = await t.db.select({ id: zones.id }).from(zones).where(eq(zones.companyId, 2)).limit(1);
    const rate = { moduleId: m.id, zoneId: zone?.id, cropId: 1, franchiseDeductible: 'Franquicia 5%', amount: '2' };
    const r = created(await t.as('admin').post('/api/rates', rate));
    expect(await lastAudit('rates', r.id)).toMatchObject({
      action: 'create',
      changes: { before: null, after: { id: r.id, amount: '2.00' } },
    });
    expect((await t.as('sudo').put(`/api/rates/${r.id}`, { ...rate, amount: '3,5' })).statusCode).toBe(200);
    expect(await lastAudit('rates', r.id)).toEqual({
      userId: uid.sudo,
      action: 'update',
      changes: { before: { amount: '2.00' }, after: { amount: '3.50' } },
    });
    await refusedWithoutWrites(
      () => t.as('admin').put(`/api/rates/${r.id}`, { ...rate, amount: '101' }),
      () =>
        t
          .as('admin')
          .get(`/api/modules/module-rates/${m.id}`)
          .then((res) => res.json()),
    );
    expect((await t.as('admin').delete(`/api/rates/${r.id}`)).statusCode).toBe(204);
    expect(await lastAudit('rates', r.id)).toMatchObject({
      action: 'delete',
      changes: { before: { id: r.id, amount: '3.50' }, after: null },
    });
    expect((await t.as('admin').delete(`/api/modules/${m.id}`)).statusCode).toBe(204);
    expect(await lastAudit('modules', m.id)).toMatchObject({
      action: 'delete',
      changes: { before: { id: m.id, sortOrder: 4 }, after: null },
    });
  });
});

describe('coverage links', () => {
  it('records a link created, edited and deleted; a bad link records nothing', async () => {
    const linked = t.db.select({ id: userCoverageLinks.moduleId }).from(userCoverageLinks);
    const free = at(await t.db.select({ id: modules.id }).from(modules).where(notInArray(modules.id, linked)).limit(1), 0);
    const path = `/api/users/${uid.productor}/coverages/${free.id}`;
    await refusedWithoutWrites(
      () => t.as('productor').post(path, { link: 'www.sin-esquema.com' }),
      () => countRows(t.db, 'user_coverage_links'),
    );
    expect((await t.as('productor').post(path, { link: 'https://videos.example/uno' })).statusCode).toBe(201);
    const [row] = await t.db
      .select({ id: userCoverageLinks.id })
      .from(userCoverageLinks)
      .where(and(eq(userCoverageLinks.userId, uid.productor), eq(userCoverageLinks.moduleId, free.id)));
    const id = row?.id ?? 0;
    expect(await lastAudit('user_coverage_links', id)).toMatchObject({
      userId: uid.productor,
      action: 'create',
      changes: { before: null, after: { coverageId: free.id, link: 'https://videos.example/uno', userId: uid.productor } },
    });
    expect((await t.as('supervisor').put(path, { link: 'https://videos.example/dos' })).statusCode).toBe(200);
    expect(await lastAudit('user_coverage_links', id)).toEqual({
      userId: uid.supervisor,
      action: 'update',
      changes: { before: { link: 'https://videos.example/uno' }, after: { link: 'https://videos.example/dos' } },
    });
    expect((await t.as('admin').delete(path)).statusCode).toBe(204);
    expect(await lastAudit('user_coverage_links', id)).toMatchObject({ userId: uid.admin, action: 'delete', changes: { after: null } });
  });
});

describe('settings', () => {
  const stored = async (option: string) => (await t.db.select().from(settings).where(eq(settings.option, option)))[0]?.value;

  it('records a save of options as one change of the settings; a refused save records nothing', async () => {
    const before = await stored('solicitudes_send_emails_to_client');
    const next = before === '1' ? '0' : '1';
    const res = await t.as('admin').put('/api/settings', { settings: [{ option: 'solicitudes_send_emails_to_client', value: next }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastAudit('settings', KEYLESS_ENTITY_ID)).toEqual({
      userId: uid.admin,
      action: 'update',
      changes: { before: { solicitudes_send_emails_to_client: before }, after: { solicitudes_send_emails_to_client: next } },
    });
    await refusedWithoutWrites(
      () =>
        t.as('admin').put('/api/settings', {
          settings: [
            { option: 'solicitudes_send_emails_to_client', value: before ?? '0' },
            { option: 'solicitudes_send_emails_bcc_address', value: 'a@b.com;c@d.com' },
          ],
        }),
      () => t.db.select().from(settings).orderBy(asc(settings.option)),
    );
  });

  it('records ignore-discount rules, VAT values and PDF notes', async () => {
    const rule = created(await t.as('sudo').post('/api/ignore_discounts', { cropId: 4 }));
    expect(await lastAudit('ignore_discounts', rule.id)).toEqual({
      userId: uid.sudo,
      action: 'create',
      changes: { before: null, after: rule },
    });
    await refusedWithoutWrites(
      () => t.as('admin').post('/api/ignore_discounts', { cropId: 999 }),
      () => countRows(t.db, 'ignore_discounts'),
    );
    expect((await t.as('admin').delete(`/api/ignore_discounts/${rule.id}`)).statusCode).toBe(204);
    expect(await lastAudit('ignore_discounts', rule.id)).toEqual({
      userId: uid.admin,
      action: 'delete',
      changes: { before: rule, after: null },
    });

    const vat = at(await t.db.select().from(taxVats).orderBy(asc(taxVats.id)).limit(1), 0);
    expect((await t.as('admin').put(`/api/tax_vats/${vat.id}`, { value: '10,5' })).statusCode).toBe(200);
    expect((await lastAudit('tax_vats', vat.id)).changes.after).toEqual({ value: '10.50' });
    await refusedWithoutWrites(
      () => t.as('admin').put(`/api/tax_vats/${vat.id}`, { value: '101' }),
      () => t.db.select().from(taxVats).where(eq(taxVats.id, vat.id)),
    );

    expect((await t.as('admin').put('/api/notes/1', { value: '<p>Nota <script>x</script>auditada</p>' })).statusCode).toBe(200);
    expect(await lastAudit('notes', 1)).toMatchObject({
      userId: uid.admin,
      action: 'update',
      changes: { after: { value: '<p>Nota auditada</p>' } },
    });
  });
});
