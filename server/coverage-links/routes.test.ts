import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, notInArray } from 'drizzle-orm';
import { modules, userCoverageLinks, users } from '../db/schema';
import { at, countRows, createTestApp, type DemoUser, type TestApp } from '../testing';

let t: TestApp;
let uid: Record<DemoUser, number>;
let coverage: { id: number; description: string; companyId: number };
let other: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ id: uid } = await t.loginDemoUsers());
  await t.db.update(users).set({ supervisorId: uid.supervisor }).where(eq(users.id, uid.productor));
  // coverages nobody has a link for yet (the seed gives productor some)
  const linked = t.db.select({ id: userCoverageLinks.moduleId }).from(userCoverageLinks);
  const free = await t.db
    .select({ id: modules.id, description: modules.description, companyId: modules.companyId })
    .from(modules)
    .where(notInArray(modules.id, linked))
    .orderBy(asc(modules.id))
    .limit(2);
  coverage = at(free, 0, 'a coverage without links');
  other = at(free, 1, 'a second coverage without links');
});
afterAll(async () => {
  await t?.close();
});

const path = (who: DemoUser, coverageId = coverage.id) => `/api/users/${uid[who]}/coverages/${coverageId}`;
const linksOf = async (viewer: DemoUser, owner = viewer) =>
  (await t.as(viewer).get(`/api/users/${uid[owner]}/coverages`)).json().data.coverages;

describe('coverage links of a user', () => {
  it('a producer adds, lists, edits and deletes its own link', async () => {
    const created = await t.as('productor').post(path('productor'), { link: ' https://youtu.be/granizo ' });
    expect(created.statusCode).toBe(201);
    const expected = {
      coverageId: coverage.id,
      link: 'https://youtu.be/granizo',
      userId: uid.productor,
      name: coverage.description,
      companyId: coverage.companyId,
    };
    expect(created.json().data).toEqual(expected);
    expect(await linksOf('productor')).toContainEqual(expected);

    const updated = await t.as('productor').put(path('productor'), { link: 'http://example.com/video' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.link).toBe('http://example.com/video');

    expect((await t.as('productor').delete(path('productor'))).statusCode).toBe(204);
    expect((await linksOf('productor')).map((l: { coverageId: number }) => l.coverageId)).not.toContain(coverage.id);
    expect((await t.as('productor').delete(path('productor'))).statusCode).toBe(404);
    expect((await t.as('productor').put(path('productor'), { link: 'https://x.com' })).statusCode).toBe(404);
  });

  it('answers 422 for a bad link and for a second link of the same coverage', async () => {
    const bad = await t.as('productor').post(path('productor'), { link: 'www.youtube.com/x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'Ocurrió un error de validación.',
      errors: { link: ['El link debe iniciar con https:// o http://'] },
    });
    expect((await t.as('productor').post(path('productor'), {})).json().errors.link).toEqual([
      'El link debe iniciar con https:// o http://',
    ]);
    expect(await countRows(t.db, 'user_coverage_links', `user_id = ${uid.productor} and module_id = ${coverage.id}`)).toBe(0);

    expect((await t.as('productor').post(path('productor', other.id), { link: 'https://a.com' })).statusCode).toBe(201);
    const dup = await t.as('productor').post(path('productor', other.id), { link: 'https://b.com' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ coverageId: ['La cobertura ya tiene un link para este usuario.'] });
    expect((await linksOf('productor')).find((l: { coverageId: number }) => l.coverageId === other.id).link).toBe('https://a.com');
  });

  it("productor2 cannot read or touch productor's links (403), and nothing changes", async () => {
    const before = await linksOf('productor');
    expect((await t.as('productor2').get(`/api/users/${uid.productor}/coverages`)).statusCode).toBe(403);
    expect((await t.as('productor2').post(path('productor'), { link: 'https://evil.com' })).statusCode).toBe(403);
    expect((await t.as('productor2').put(path('productor', other.id), { link: 'https://evil.com' })).statusCode).toBe(403);
    expect((await t.as('productor2').delete(path('productor', other.id))).statusCode).toBe(403);
    // the supervised producer cannot touch its supervisor's links either
    expect((await t.as('productor').get(`/api/users/${uid.supervisor}/coverages`)).statusCode).toBe(403);
    expect(await linksOf('productor')).toEqual(before);
  });

  it("admin and sudo manage anyone's links; a supervisor those of its producers", async () => {
    expect((await t.as('admin').post(path('productor2'), { link: 'https://admin.com' })).statusCode).toBe(201);
    expect((await t.as('sudo').put(path('productor2'), { link: 'https://sudo.com' })).statusCode).toBe(200);
    expect((await linksOf('productor2'))[0].link).toBe('https://sudo.com');
    expect((await t.as('supervisor').post(path('productor'), { link: 'https://sup.com' })).statusCode).toBe(201);
    expect((await linksOf('supervisor', 'productor')).map((l: { link: string }) => l.link)).toContain('https://sup.com');
    expect((await t.as('supervisor').get(`/api/users/${uid.productor2}/coverages`)).statusCode).toBe(403);
    expect((await t.as('admin').delete(path('productor2'))).statusCode).toBe(204);
  });

  it('404 for an unknown user or coverage', async () => {
    expect((await t.as('admin').get('/api/users/999999/coverages')).statusCode).toBe(404);
    expect((await t.as('admin').post('/api/users/999999/coverages/1', { link: 'https://x.com' })).statusCode).toBe(404);
    expect((await t.as('productor').post(path('productor', 999999), { link: 'https://x.com' })).statusCode).toBe(404);
    expect((await t.as('productor').post(`/api/users/${uid.productor}/coverages/abc`, { link: 'https://x.com' })).statusCode).toBe(404);
  });
});
