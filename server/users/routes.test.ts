import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { at, countRows, createTestApp, present, type DemoUser, type TestApp } from '../testing';
import { validCuit } from '../testing/fixtures';

let t: TestApp;
let uid: Record<DemoUser, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
  await t.db.update(users).set({ supervisorId: null }).where(eq(users.id, uid.productor2));
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
function newUser(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: 'Lucía',
    lastname: `Prueba${seq}`,
    cuit: validCuit(52_000_000 + seq * 13),
    address: 'Mitre 123, 1° B',
    location: 'Casilda',
    province: 'Santa Fe',
    office: 'Agencia Casilda',
    fileNumber: `L-${seq}`,
    sancorId: `5${seq}00`,
    cell: '3464123456',
    email: `lucia${seq}@example.com`,
    username: `lucia.${seq}`,
    password: 'clave-segura',
    password_confirmation: 'clave-segura',
    ...overrides,
  };
}

async function createAs(who: DemoUser, overrides: Record<string, unknown> = {}) {
  const res = await t.as(who).post('/api/users', newUser(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: number };
}

const ids = (res: { json(): { data: { users: { id: number }[] } } }) => res.json().data.users.map((u) => u.id);

describe('GET /api/users', () => {
  it('admin and sudo see every live user; a supervisor only those it supervises; a producer gets 403', async () => {
    const live = await countRows(t.db, 'users', 'deleted_at is null');
    for (const who of ['admin', 'sudo'] as const) {
      const res = await t.as(who).get('/api/users?perPage=100');
      expect(res.statusCode).toBe(200);
      expect(res.json().meta.total).toBe(live);
    }
    const sup = await t.as('supervisor').get('/api/users?perPage=100');
    expect(sup.statusCode).toBe(200);
    expect(ids(sup)).toEqual([uid.productor]);
    for (const who of ['productor', 'productor2'] as const) expect((await t.as(who).get('/api/users')).statusCode).toBe(403);
  });

  it('answers the profile shape with supervisor and isSupervisor, never the password', async () => {
    const res = await t.as('admin').get('/api/users?perPage=100');
    const rows = res.json().data.users as Record<string, unknown>[];
    const p = rows.find((u) => u.id === uid.productor)!;
    expect(p).toMatchObject({
      username: 'productor',
      roleId: 4,
      isSupervisor: false,
      supervisor: { id: uid.supervisor, name: 'Gustavo', lastname: 'Ferreyra' },
      companies: [1, 2],
    });
    expect(rows.find((u) => u.id === uid.supervisor)).toMatchObject({ isSupervisor: true, supervisor: null });
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('$2');
  });

  it('searches name, last name, username, e-mail, CUIT and office without accents or case', async () => {
    for (const term of ['gimenez', 'MARÍA laura', 'productor2', 'marialaura.gimenez', 'giménez y asoc']) {
      const res = await t.as('admin').get(`/api/users?filter[search]=${encodeURIComponent(term)}`);
      expect(ids(res), term).toContain(uid.productor2);
    }
    const cuit = present(at(await t.db.select({ cuit: users.cuit }).from(users).where(eq(users.id, uid.productor2)), 0).cuit);
    expect(ids(await t.as('admin').get(`/api/users?filter[search]=${cuit}`))).toEqual([uid.productor2]);
    expect(ids(await t.as('admin').get('/api/users?filter[search]=zzzznadie'))).toEqual([]);
  });

  it('pages with perPage and page or currentPage', async () => {
    const all = ids(await t.as('admin').get('/api/users?perPage=100'));
    const p2 = await t.as('admin').get('/api/users?perPage=2&page=2');
    expect(ids(p2)).toEqual(all.slice(2, 4));
    expect(ids(await t.as('admin').get('/api/users?perPage=2&currentPage=2'))).toEqual(all.slice(2, 4));
    expect(p2.json().meta.total).toBe(all.length);
  });

  it('filters by supervisor, role and available producers', async () => {
    expect(ids(await t.as('admin').get(`/api/users?filter[supervisor_id]=${uid.supervisor}`))).toEqual([uid.productor]);
    const supervisors = await t.as('admin').get('/api/users?filter[role]=3&perPage=100');
    expect(supervisors.json().data.users.every((u: { roleId: number }) => u.roleId === 3)).toBe(true);
    const available = ids(await t.as('admin').get(`/api/users?filter[availableProducer]=${uid.supervisor}&perPage=100`));
    expect(available).toEqual(expect.arrayContaining([uid.productor, uid.productor2]));
    expect(available).not.toContain(uid.admin);
    // a producer supervised by someone else is not available
    const other = await createAs('admin', { roleId: 3 });
    const taken = await createAs('admin', { supervisorId: other.id });
    expect(ids(await t.as('admin').get(`/api/users?filter[availableProducer]=${uid.supervisor}&perPage=100`))).not.toContain(taken.id);
    expect(ids(await t.as('admin').get(`/api/users?filter[availableProducer]=${other.id}&perPage=100`))).toContain(taken.id);
  });

  it('leaves deleted users out unless filter[withDeleted]=1', async () => {
    const u = await createAs('admin');
    expect((await t.as('admin').delete(`/api/users/${u.id}`)).statusCode).toBe(204);
    expect(ids(await t.as('admin').get(`/api/users?perPage=100&filter[search]=${u.username}`))).toEqual([]);
    const withDeleted = await t.as('admin').get(`/api/users?perPage=100&filter[search]=${u.username}&filter[withDeleted]=1`);
    expect(ids(withDeleted)).toEqual([u.id]);
    expect(withDeleted.json().data.users[0].deletedAt).toEqual(expect.any(String));
  });
});

describe('GET /api/users/{id}', () => {
  it('answers admin, sudo, the user itself and its supervisor; 403 for others; 404 for unknown ids', async () => {
    for (const who of ['sudo', 'admin', 'supervisor', 'productor'] as const) {
      const res = await t.as(who).get(`/api/users/${uid.productor}`);
      expect(res.statusCode, who).toBe(200);
      const d = res.json().data;
      expect(d).toMatchObject({ id: uid.productor, username: 'productor', supervisor: { id: uid.supervisor } });
      expect(d.coverages.length).toBeGreaterThan(0);
      expect(d.coverages[0]).toEqual({
        id: expect.any(Number),
        description: expect.any(String),
        companyId: expect.any(Number),
        coverageType: expect.any(String),
      });
    }
    expect((await t.as('productor2').get(`/api/users/${uid.productor}`)).statusCode).toBe(403);
    expect((await t.as('supervisor').get(`/api/users/${uid.productor2}`)).statusCode).toBe(403);
    expect((await t.as('admin').get('/api/users/999999')).statusCode).toBe(404);
    expect((await t.as('admin').get('/api/users/abc')).statusCode).toBe(404);
    expect((await t.as('admin').get(`/api/users/${uid.supervisor}`)).json().data).toMatchObject({ isSupervisor: true, supervisedCount: 1 });
  });

  it('returns a deleted user with deletedAt', async () => {
    const u = await createAs('admin');
    await t.as('admin').delete(`/api/users/${u.id}`);
    const res = await t.as('admin').get(`/api/users/${u.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deletedAt).toEqual(expect.any(String));
  });
});

describe('POST /api/users', () => {
  it('creates a producer with the defaults (role 4, discount 0, flags off) and its insurers', async () => {
    const res = await t.as('admin').post('/api/users', newUser({ companies: [2, 1], type: 3, allowPaymentInKind: true, see_simulator: 1 }));
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(res.json().message).toBe('El productor fue registrado.');
    expect(d).toMatchObject({
      roleId: 4,
      maxDiscountAllow: 0,
      companies: [1, 2],
      type: 3,
      allowPaymentInKind: 1,
      seeSimulator: 1,
      seeVideo: 0,
      supervisorId: null,
    });
    expect(d.password).toBeUndefined();
    // the new user can log in, and the list search finds it
    await t.login(d.username, 'clave-segura');
    expect(ids(await t.as('admin').get(`/api/users?filter[search]=${d.lastname}`))).toEqual([d.id]);
  });

  it('a supervisor creates a producer supervised by itself with its own insurers', async () => {
    const d = await createAs('supervisor', { role_id: 4, maxDiscountAllow: 10 });
    expect(d).toMatchObject({ supervisorId: uid.supervisor, roleId: 4, maxDiscountAllow: 10, companies: [1, 2] });
    expect(ids(await t.as('supervisor').get('/api/users?perPage=100'))).toContain(d.id);
  });

  it('refuses producers (403) and writes nothing', async () => {
    const before = await countRows(t.db, 'users');
    for (const who of ['productor', 'productor2'] as const) expect((await t.as(who).post('/api/users', newUser())).statusCode).toBe(403);
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('refuses admin-only fields from a supervisor (403) but accepts them at their default value', async () => {
    const before = await countRows(t.db, 'users');
    for (const extra of [
      { seeSimulator: 1 },
      { companies: [1] },
      { allowSplitCoverages: 1 },
      { type: 1 },
      { roleId: 3 },
      { roleId: 2 },
      { supervisorId: uid.admin },
    ]) {
      const res = await t.as('supervisor').post('/api/users', newUser(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
    }
    expect(await countRows(t.db, 'users')).toBe(before);
    await createAs('supervisor', { seeSimulator: 0, allowSplitCoverages: false, roleId: 4 });
  });

  it('only sudo grants ROLE_SUDO; admin may create admins and supervisors', async () => {
    expect((await t.as('admin').post('/api/users', newUser({ roleId: 1 }))).statusCode).toBe(403);
    expect((await createAs('admin', { roleId: 2 })).roleId).toBe(2);
    expect((await createAs('admin', { roleId: 3 })).isSupervisor).toBe(true);
    expect((await createAs('sudo', { roleId: 1 })).roleId).toBe(1);
  });

  it('answers 422 with the spec message of each bad field and writes nothing', async () => {
    const before = await countRows(t.db, 'users');
    const res = await t.as('admin').post('/api/users', {
      name: 'Ana<script>',
      cuit: '20123456780',
      address: '',
      location: 'Rosario!',
      province: '',
      office: '',
      fileNumber: '',
      sancorId: '',
      cell: '341-123456',
      email: 'no-es-un-email',
      username: 'con espacio',
      maxDiscountAllow: '101',
      password: 'corta',
      password_confirmation: 'otra',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Ocurrió un error de validación.');
    expect(body.errors).toMatchObject({
      name: ['Nombre inválido'],
      cuit: ['Cuit inválido'],
      address: ['Dirección inválida'],
      location: ['Localidad inválida'],
      province: ['Provincia inválida'],
      office: ['Oficina inválida'],
      fileNumber: ['Número de legajo inválido'],
      sancorId: ['Código de productor inválido'],
      cell: ['Numero de teléfono inválido'],
      email: ['Email inválido. Ingrese una dirección de email correcta.'],
      username: ['Nombre de usuario inválido'],
      maxDiscountAllow: ['El descuento no puede ser mayor a 100.'],
      password: ['La clave debe tener al menos 8 caracteres.'],
      password_confirmation: ['Las claves no coinciden.'],
    });
    expect((await t.as('admin').post('/api/users', newUser({ maxDiscountAllow: '' }))).json().errors.maxDiscountAllow).toEqual([
      'El descuento no puede estar vacio.',
    ]);
    expect((await t.as('admin').post('/api/users', newUser({ maxDiscountAllow: -1 }))).json().errors.maxDiscountAllow).toEqual([
      'El descuento debe ser un valor mayor o igual a cero.',
    ]);
    expect((await t.as('admin').post('/api/users', newUser({ cell: '341123456' }))).json().errors.cell).toEqual([
      'Numero de teléfono inválido',
    ]);
    expect(
      (await t.as('admin').post('/api/users', newUser({ password_confirmation: undefined }))).json().errors.password_confirmation,
    ).toEqual(['Las claves no coinciden.']);
    expect((await t.as('admin').post('/api/users', newUser({ companies: [3] }))).json().errors.companies).toEqual(['Aseguradora inválida']);
    expect((await t.as('admin').post('/api/users', newUser({ preferredUrl: 'panel' }))).json().errors.preferredUrl).toEqual([
      'Página de inicio inválida',
    ]);
    expect((await t.as('admin').post('/api/users', newUser({ supervisorId: uid.productor2 }))).json().errors.supervisorId).toEqual([
      'Supervisor inválido',
    ]);
    expect((await t.as('admin').post('/api/users', newUser({ exchangeStoreId: 99999 }))).json().errors.exchangeStoreId).toEqual([
      'Lugar de entrega inválido',
    ]);
    expect(await countRows(t.db, 'users')).toBe(before);
  });

  it('refuses a taken username (any case) and an e-mail of a live user', async () => {
    const before = await countRows(t.db, 'users');
    let res = await t.as('admin').post('/api/users', newUser({ username: 'PRODUCTOR' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username).toEqual(['El nombre de usuario ya está en uso.']);
    const p2 = at(await t.db.select({ email: users.email }).from(users).where(eq(users.id, uid.productor2)), 0);
    res = await t.as('admin').post('/api/users', newUser({ email: p2.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['El email ya está registrado para otro usuario.']);
    expect(await countRows(t.db, 'users')).toBe(before);
    // the e-mail of a deleted user is free again
    const gone = await createAs('admin');
    await t.as('admin').delete(`/api/users/${gone.id}`);
    await createAs('admin', { email: gone.email });
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await t.as('admin').inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/users/{id}', () => {
  it('changes only the fields sent and keeps search_text current', async () => {
    const u = await createAs('admin', { companies: [1], seeVideo: 1 });
    const res = await t.as('admin').put(`/api/users/${u.id}`, { office: 'Sucursal Río Cuarto' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ office: 'Sucursal Río Cuarto', name: 'Lucía', companies: [1], seeVideo: 1 });
    expect(ids(await t.as('admin').get('/api/users?filter[search]=rio cuarto'))).toEqual([u.id]);
  });

  it('lets anyone edit its own personal data and preferences', async () => {
    const res = await t.as('productor2').put(`/api/users/${uid.productor2}`, {
      address: 'Calle 20 N° 300',
      preferredUrl: 'nueva cotizacion',
      paymentMethod: 3,
      rateOption: 3,
      hectarePriceCurrency: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      address: 'Calle 20 N° 300',
      preferredUrl: 'nueva cotizacion',
      paymentMethod: 3,
      rateOption: 3,
      hectarePriceCurrency: 2,
    });
    expect((await t.as('productor2').put(`/api/users/${uid.productor2}`, { preferredUrl: '' })).json().data.preferredUrl).toBeNull();
    const bad = await t.as('productor2').put(`/api/users/${uid.productor2}`, { paymentMethod: 3, rateOption: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.rateOption).toEqual(['Opción de tasa inválida']);
  });

  it('a producer may not set its own flags, insurers, discount or username (403), but may resend them unchanged', async () => {
    const me = (await t.as('productor2').get(`/api/users/${uid.productor2}`)).json().data;
    for (const change of [
      { seeSimulator: 1 },
      { companies: [1, 2] },
      { maxDiscountAllow: 50 },
      { username: 'otro.nombre' },
      { roleId: 3 },
      { sendProposal: 1 },
      { type: 1 },
    ]) {
      const res = await t.as('productor2').put(`/api/users/${uid.productor2}`, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
    }
    // the whole record sent back unchanged (as the profile form does) is accepted
    const {
      id: _id,
      role: _r,
      logo: _l,
      deletedAt: _d,
      supervisor: _s,
      isSupervisor: _i,
      coverages: _c,
      supervisedCount: _n,
      ...record
    } = me;
    const res = await t.as('productor2').put(`/api/users/${uid.productor2}`, { ...record, location: 'Santa Rosa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ location: 'Santa Rosa', seeSimulator: me.seeSimulator, maxDiscountAllow: me.maxDiscountAllow });
  });

  it('producers edit nobody else; a supervisor edits its producers (not the flags); admin edits anyone', async () => {
    expect((await t.as('productor2').put(`/api/users/${uid.productor}`, { office: 'X' })).statusCode).toBe(403);
    expect((await t.as('productor').put(`/api/users/${uid.supervisor}`, { office: 'X' })).statusCode).toBe(403);
    expect((await t.as('supervisor').put(`/api/users/${uid.productor2}`, { office: 'X' })).statusCode).toBe(403);
    const ok = await t.as('supervisor').put(`/api/users/${uid.productor}`, { maxDiscountAllow: '12,5', office: 'Rossi Seguros' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.maxDiscountAllow).toBe(12.5);
    expect((await t.as('supervisor').put(`/api/users/${uid.productor}`, { seeSimulator: 0 })).statusCode).toBe(403);
    expect((await t.as('supervisor').put(`/api/users/${uid.productor}`, { allowPaymentInKind: 0 })).statusCode).toBe(403);
    expect((await t.as('supervisor').put(`/api/users/${uid.supervisor}`, { maxDiscountAllow: 90 })).statusCode).toBe(403);
    const admin = await t.as('admin').put(`/api/users/${uid.productor2}`, {
      seeSimulator: 1,
      companies: [1, 2],
      sendProposal: true,
      type: 4,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toMatchObject({ seeSimulator: 1, companies: [1, 2], sendProposal: 1, type: 4 });
    expect(await countRows(t.db, 'user_companies', `user_id = ${uid.productor2}`)).toBe(2);
    await t.as('admin').put(`/api/users/${uid.productor2}`, { seeSimulator: 0, companies: [1], sendProposal: 0 });
  });

  it('role changes: admin toggles supervisor status; only sudo grants or changes ROLE_SUDO; nobody changes its own role', async () => {
    const u = await createAs('admin');
    let res = await t.as('admin').put(`/api/users/${u.id}`, { roleId: 3 });
    expect(res.json().data).toMatchObject({ roleId: 3, isSupervisor: true });
    expect((await t.as('admin').put(`/api/users/${u.id}`, { role_id: 1 })).statusCode).toBe(403);
    expect((await t.as('sudo').put(`/api/users/${u.id}`, { role_id: 1 })).json().data.roleId).toBe(1);
    expect((await t.as('admin').put(`/api/users/${u.id}`, { office: 'Otra' })).statusCode).toBe(403);
    expect((await t.as('admin').put(`/api/users/${uid.admin}`, { roleId: 4 })).statusCode).toBe(403);
    res = await t.as('admin').put(`/api/users/${uid.admin}`, { roleId: 2, office: 'Casa Central' });
    expect(res.statusCode).toBe(200);
  });

  it('a supervisor demoted to producer or promoted to admin leaves its producers without supervisor', async () => {
    for (const roleId of [4, 2]) {
      const sup = await createAs('admin', { roleId: 3 });
      const p = await createAs('admin', { supervisorId: sup.id });
      expect((await t.as('admin').put(`/api/users/${sup.id}`, { roleId })).json().data.roleId).toBe(roleId);
      expect((await t.as('admin').get(`/api/users/${p.id}`)).json().data.supervisorId, `role ${roleId}`).toBeNull();
    }
  });

  it('admin promotes to admin and demotes an admin; a supervisor changes no role, not even on its producers', async () => {
    const u = await createAs('admin');
    expect((await t.as('admin').put(`/api/users/${u.id}`, { roleId: 2 })).json().data.roleId).toBe(2);
    expect((await t.as('admin').put(`/api/users/${u.id}`, { roleId: 4 })).json().data.roleId).toBe(4);
    const mine = await createAs('supervisor');
    for (const roleId of [3, 2, 1]) {
      const res = await t.as('supervisor').put(`/api/users/${mine.id}`, { roleId });
      expect(res.statusCode, `role ${roleId}`).toBe(403);
      expect(res.json().message).toBe('No tenés permiso para modificar: roleId.');
    }
    expect((await t.as('sudo').put(`/api/users/${u.id}`, { roleId: 5 })).json().errors).toEqual({ roleId: ['Rol inválido'] });
  });

  it('validation errors write nothing', async () => {
    const before = (await t.as('admin').get(`/api/users/${uid.productor2}`)).json().data;
    const res = await t.as('admin').put(`/api/users/${uid.productor2}`, { office: 'Nueva', email: 'mal', seeSimulator: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email inválido. Ingrese una dirección de email correcta.'] });
    expect((await t.as('admin').get(`/api/users/${uid.productor2}`)).json().data).toEqual(before);
    expect((await t.as('admin').put('/api/users/999999', { office: 'X' })).statusCode).toBe(404);
  });
});

describe('password change', () => {
  it('needs the right current password for one own account, then the new one logs in', async () => {
    const u = await createAs('admin');
    const token = await t.login(u.username as string, 'clave-segura');
    const put = (payload: object) => t.withToken(token).put(`/api/users/${u.id}`, payload);
    let res = await put({ password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.current_password).toEqual(['Ingresá tu clave actual']);
    res = await put({ current_password: 'equivocada', password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.current_password).toEqual(['La clave actual es incorrecta.']);
    res = await put({ current_password: 'clave-segura', password: 'nueva-clave-1', password_confirmation: 'otra-clave-1' });
    expect(res.json().errors.password_confirmation).toEqual(['Las claves no coinciden.']);
    // the same password again is not a change: refused, and the other sessions go on
    const other = await t.login(u.username as string, 'clave-segura');
    res = await put({ current_password: 'clave-segura', password: 'clave-segura', password_confirmation: 'clave-segura' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['La clave nueva es igual a la actual: elegí otra.'] });
    expect((await t.withToken(other).get('/api/user')).statusCode).toBe(200);
    await expect(t.login(u.username as string, 'nueva-clave-1')).rejects.toThrow();
    res = await put({ current_password: 'clave-segura', password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('La clave fue cambiada exitosamente.');
    await t.login(u.username as string, 'nueva-clave-1');
    await expect(t.login(u.username as string, 'clave-segura')).rejects.toThrow();
  });

  it('admin and the supervisor set another user password without the current one; producers cannot', async () => {
    const u = await createAs('supervisor');
    expect(
      (await t.as('supervisor').put(`/api/users/${u.id}`, { password: 'de-supervisor', password_confirmation: 'de-supervisor' }))
        .statusCode,
    ).toBe(200);
    await t.login(u.username as string, 'de-supervisor');
    expect(
      (await t.as('admin').put(`/api/users/${u.id}`, { password: 'de-admin-123', password_confirmation: 'de-admin-123' })).statusCode,
    ).toBe(200);
    await t.login(u.username as string, 'de-admin-123');
    expect(
      (await t.as('productor').put(`/api/users/${u.id}`, { password: 'de-productor', password_confirmation: 'de-productor' })).statusCode,
    ).toBe(403);
  });

  it('blank password fields of an edit form change nothing', async () => {
    const u = await createAs('admin');
    const res = await t.as('admin').put(`/api/users/${u.id}`, {
      office: 'Sin clave',
      password: '',
      password_confirmation: '',
      current_password: '',
    });
    expect(res.statusCode).toBe(200);
    await t.login(u.username as string, 'clave-segura');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('soft-deletes, ends its sessions and refuses its login with Usuario Eliminado', async () => {
    const u = await createAs('supervisor');
    const token = await t.login(u.username as string, 'clave-segura');
    expect((await t.withToken(token).get('/api/user')).statusCode).toBe(200);
    expect((await t.as('supervisor').delete(`/api/users/${u.id}`)).statusCode).toBe(204);
    expect((await t.withToken(token).get('/api/user')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: '10.9.9.9',
      payload: {
        grant_type: 'password',
        client_id: t.config.oauthClientId,
        client_secret: t.config.oauthClientSecret,
        username: u.username,
        password: 'clave-segura',
      },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('Usuario Eliminado');
    expect(await countRows(t.db, 'oauth_tokens', `user_id = ${u.id} and revoked_at is null`)).toBe(0);
    expect((await t.as('admin').delete(`/api/users/${u.id}`)).statusCode).toBe(404);
  });

  it('role matrix: not oneself, not by producers, a supervisor only its producers', async () => {
    const u = await createAs('admin');
    expect((await t.as('admin').delete(`/api/users/${uid.admin}`)).statusCode).toBe(403);
    expect((await t.as('productor').delete(`/api/users/${u.id}`)).statusCode).toBe(403);
    expect((await t.as('productor2').delete(`/api/users/${u.id}`)).statusCode).toBe(403);
    expect((await t.as('supervisor').delete(`/api/users/${u.id}`)).statusCode).toBe(403);
    expect((await t.as('admin').delete(`/api/users/${uid.sudo}`)).statusCode).toBe(403);
    expect((await t.as('admin').delete('/api/users/999999')).statusCode).toBe(404);
    expect((await t.as('sudo').delete(`/api/users/${u.id}`)).statusCode).toBe(204);
    expect(await countRows(t.db, 'users', `id = ${u.id} and deleted_at is not null`)).toBe(1);
  });

  it('deleting a supervisor frees its producers', async () => {
    const sup = await createAs('admin', { roleId: 3 });
    const p = await createAs('admin', { supervisorId: sup.id });
    await t.as('admin').delete(`/api/users/${sup.id}`);
    const row = at(await t.db.select({ s: users.supervisorId }).from(users).where(eq(users.id, p.id)), 0);
    expect(row.s).toBeNull();
  });
});
