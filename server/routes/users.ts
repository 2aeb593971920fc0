import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, eq, gte, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { isAdminLike, isSupervisor, ROLE_PRODUCER, ROLE_SUPERVISOR } from '../../src/domain/access';
import { COMPANIES, FETCH_SIZES } from '../../src/domain/constants';
import { isoDateInArgentina } from '../../src/domain/format';
import { fillMessage } from '../../src/domain/messages';
import { normalizeSearch } from '../../src/domain/text';
import { AUTH_MESSAGES } from '../../src/domain/schemas/auth';
import {
  idListSchema,
  normalizeUserPayload,
  USER_MESSAGES,
  USER_SUCCESS,
  userCreateSchema,
  userUpdateSchema,
} from '../../src/domain/schemas/user';
import { canCreateUser, canDeleteUser, canEditUser, canViewUser, type UserRef } from '../../src/domain/user-permissions';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeUserTokens } from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { campaigns, companies, exchangeStores, modules, userCompanies, userModules, users } from '../db/schema';
import { firstRow } from '../db/rows';
import { forbidden, HttpError, notFound, validationError } from '../http/errors';
import { likePattern, listBody, parseListQuery } from '../http/list';
import { parseBody, parseId, requireObjectBody } from '../http/validate';
import {
  detectImageMime,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  LOGO_MISSING,
  LOGO_NOT_AN_IMAGE,
  LOGO_TOO_BIG,
  LOGO_UNREADABLE,
  logoEtag,
} from '../services/logo';
import {
  currentUserValues,
  enforceUserFieldPermissions,
  loadUserDetail,
  loadUserProfile,
  newUserDefaults,
  preferredCoverages,
  queryUsers,
  userSearchText,
  userSearchWhere,
  type UserValues,
} from '../services/users';
import { MESSAGES } from '../../src/domain/messages';

const NOT_FOUND = MESSAGES.producerNotFound;

/** The user behind {id} (deleted ones included), or 404. */
async function findTarget(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, roleId: users.roleId, supervisorId: users.supervisorId, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** A live user the actor may see (itself, its supervisor, admin/sudo): else 404/403. */
async function viewableLiveTarget(db: DbOrTx, actor: UserRef, id: number) {
  const target = await findTarget(db, id);
  if (target.deletedAt) throw notFound(NOT_FOUND);
  if (!canViewUser(actor, target)) throw forbidden();
  return target;
}

const idParam = (request: FastifyRequest, name = 'id') => parseId((request.params as Record<string, string>)[name]);
const maybeId = (v: string | undefined) => (v !== undefined && /^\d{1,9}$/.test(v) ? Number(v) : undefined);

/** Username (any user: the unique index covers deleted ones too) and e-mail (live users) must be free. */
async function assertUnique(tx: DbOrTx, values: { username?: string; email?: string }, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  const others = exceptId !== undefined ? ne(users.id, exceptId) : undefined;
  if (values.username !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'users:username:' + values.username.toLowerCase()}))`);
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${values.username.toLowerCase()}`, others))
      .limit(1);
    if (taken.length) errors.username = [USER_MESSAGES.usernameTaken];
  }
  if (values.email !== undefined) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'users:email:' + values.email.toLowerCase()}))`);
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${values.email.toLowerCase()}`, isNull(users.deletedAt), others))
      .limit(1);
    if (taken.length) errors.email = [USER_MESSAGES.emailTaken];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** References of the payload that must exist: a live supervisor (role 3, not the user itself), a delivery store. */
async function assertReferences(db: DbOrTx, data: { supervisorId?: number | null; exchangeStoreId?: number | null }, selfId?: number) {
  if (data.supervisorId != null) {
    const [s] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, data.supervisorId), eq(users.roleId, ROLE_SUPERVISOR), isNull(users.deletedAt)))
      .limit(1);
    if (!s || s.id === selfId) throw validationError({ supervisorId: [USER_MESSAGES.supervisorId] });
  }
  if (data.exchangeStoreId != null) {
    const [e] = await db.select({ id: exchangeStores.id }).from(exchangeStores).where(eq(exchangeStores.id, data.exchangeStoreId)).limit(1);
    if (!e) throw validationError({ exchangeStoreId: [USER_MESSAGES.exchangeStoreId] });
  }
}

/** Column values of the users row for the fields present in `v`. */
function userColumns(v: Partial<UserValues>) {
  const out: Partial<typeof users.$inferInsert> = {};
  const copy = [
    'name',
    'lastname',
    'cuit',
    'address',
    'location',
    'province',
    'office',
    'fileNumber',
    'sancorId',
    'type',
    'cell',
    'email',
    'username',
    'roleId',
    'maxDiscountAllow',
    'allowPaymentInKind',
    'allowDiscountsOnPacks',
    'allowSplitCoverages',
    'seeVideo',
    'seePdfDescription',
    'seeSimulator',
    'seeCoverageUserModule',
    'sendProposal',
    'exchangeStoreId',
    'preferredUrl',
    'supervisorId',
  ] as const;
  for (const k of copy) if (v[k] !== undefined) (out as Record<string, unknown>)[k] = v[k];
  if (v.paymentMethod !== undefined) out.paymentMethodId = v.paymentMethod;
  if (v.rateOption !== undefined) out.rateOptionId = v.rateOption;
  if (v.hectarePriceCurrency !== undefined) out.hectarePriceCurrencyId = v.hectarePriceCurrency;
  return out;
}

/** The one file of a logo upload (field `logo`): 422 without it, 413 over the limit, 400 for a broken multipart body. */
async function readLogoPart(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw validationError({ [LOGO_FIELD]: [LOGO_MISSING] });
  try {
    const part = await request.file();
    if (!part || part.fieldname !== LOGO_FIELD) throw validationError({ [LOGO_FIELD]: [LOGO_MISSING] });
    return { bytes: await part.toBuffer(), filename: part.filename || LOGO_FIELD };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, LOGO_TOO_BIG, { [LOGO_FIELD]: [LOGO_TOO_BIG] });
    request.log.info({ err }, 'unreadable logo upload');
    throw new HttpError(400, LOGO_UNREADABLE, { [LOGO_FIELD]: [LOGO_UNREADABLE] });
  }
}

/** The users, producers' details, logos, supervised producers, preferred coverages and the coverage list. */
export async function userRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  app.get('/api/users', async (request) => {
    const me = request.user;
    if (!isAdminLike(me) && !isSupervisor(me)) throw forbidden();
    const q = parseListQuery(request.query);
    const f = q.filter;
    const supervisorFilter = maybeId(f.supervisor_id ?? f.supervisorId);
    const available = maybeId(f.availableProducer);
    const role = maybeId(f.role ?? f.roleId ?? f.role_id);
    const where: (SQL | undefined)[] = [
      f.withDeleted === '1' && available === undefined ? undefined : isNull(users.deletedAt),
      isAdminLike(me) ? undefined : eq(users.supervisorId, me.id),
      userSearchWhere(q.search),
      supervisorFilter !== undefined ? eq(users.supervisorId, supervisorFilter) : undefined,
      available !== undefined
        ? and(eq(users.roleId, ROLE_PRODUCER), or(isNull(users.supervisorId), eq(users.supervisorId, available)))
        : undefined,
      role !== undefined ? eq(users.roleId, role) : undefined,
    ];
    const { rows, total } = await queryUsers(app.db, { where, limit: q.perPage, offset: q.offset });
    return listBody('users', rows, total, q);
  });

  app.get('/api/users/:id', async (request) => {
    const target = await findTarget(app.db, idParam(request));
    if (!canViewUser(request.user, target)) throw forbidden();
    return { data: await loadUserDetail(app.db, target.id) };
  });

  app.post('/api/users', async (request, reply) => {
    const actor = request.user;
    if (!canCreateUser(actor)) throw forbidden();
    const data = parseBody(userCreateSchema, normalizeUserPayload(requireObjectBody(request.body)));
    const defaults = await newUserDefaults(app.db, actor);
    const values = { ...defaults, ...enforceUserFieldPermissions(actor, null, data, defaults) } as UserValues;
    await assertReferences(app.db, values);
    const hash = await hashPassword(data.password);
    const id = await app.db.transaction(async (tx) => {
      await assertUnique(tx, { username: values.username, email: values.email });
      const rows = await tx
        .insert(users)
        .values({
          ...userColumns(values),
          name: values.name,
          email: values.email,
          username: values.username,
          password: hash,
          searchText: userSearchText(values),
        } as typeof users.$inferInsert)
        .returning({ id: users.id });
      const row = firstRow(rows);
      if (values.companies.length)
        await tx.insert(userCompanies).values(values.companies.map((companyId) => ({ userId: row.id, companyId })));
      return row.id;
    });
    return reply.status(201).send({ data: await loadUserDetail(app.db, id), message: USER_SUCCESS.created });
  });

  app.put('/api/users/:id', async (request) => {
    const actor = request.user;
    const target = await findTarget(app.db, idParam(request));
    if (target.deletedAt) throw notFound(NOT_FOUND);
    if (!canEditUser(actor, target)) throw forbidden();
    const data = parseBody(userUpdateSchema, normalizeUserPayload(requireObjectBody(request.body)));
    const current = await currentUserValues(app.db, target.id);
    const changes = enforceUserFieldPermissions(actor, target, data, current.values);
    let hash: string | undefined;
    if (data.password !== undefined) {
      if (actor.id === target.id) {
        if (data.current_password === undefined) throw validationError({ current_password: [AUTH_MESSAGES.currentPassword] });
        if (!(await verifyPassword(data.current_password, current.passwordHash))) {
          throw validationError({ current_password: [USER_MESSAGES.currentPasswordWrong] });
        }
      }
      hash = await hashPassword(data.password);
    }
    await assertReferences(app.db, changes, target.id);
    const merged = { ...current.values, ...changes };
    await app.db.transaction(async (tx) => {
      await assertUnique(
        tx,
        {
          username:
            changes.username !== undefined && changes.username.toLowerCase() !== current.values.username.toLowerCase()
              ? changes.username
              : undefined,
          email:
            changes.email !== undefined && changes.email.toLowerCase() !== current.values.email.toLowerCase() ? changes.email : undefined,
        },
        target.id,
      );
      await tx
        .update(users)
        .set({ ...userColumns(changes), ...(hash ? { password: hash } : {}), searchText: userSearchText(merged), updatedAt: new Date() })
        .where(eq(users.id, target.id));
      if (changes.companies !== undefined) {
        await tx.delete(userCompanies).where(eq(userCompanies.userId, target.id));
        if (changes.companies.length)
          await tx.insert(userCompanies).values(changes.companies.map((companyId) => ({ userId: target.id, companyId })));
      }
      // A supervisor that stops being one leaves its producers without supervisor.
      if (current.values.roleId === ROLE_SUPERVISOR && merged.roleId !== ROLE_SUPERVISOR) {
        await tx.update(users).set({ supervisorId: null, updatedAt: new Date() }).where(eq(users.supervisorId, target.id));
      }
    });
    const onlyPassword = hash !== undefined && Object.keys(changes).length === 0;
    return { data: await loadUserDetail(app.db, target.id), message: onlyPassword ? USER_SUCCESS.passwordChanged : USER_SUCCESS.saved };
  });

  app.delete('/api/users/:id', async (request, reply) => {
    const target = await findTarget(app.db, idParam(request));
    if (target.deletedAt) throw notFound(NOT_FOUND);
    if (!canDeleteUser(request.user, target)) throw forbidden();
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, target.id));
      await tx.update(users).set({ supervisorId: null, updatedAt: new Date() }).where(eq(users.supervisorId, target.id));
      await revokeUserTokens(tx, target.id);
    });
    return reply.status(204).send();
  });

  // ------------------------------------------------------------ logo

  app.post('/api/users/:id/logo', async (request) => {
    const target = await viewableLiveTarget(app.db, request.user, idParam(request));
    const { bytes, filename } = await readLogoPart(request);
    const mime = detectImageMime(bytes);
    if (!mime) throw validationError({ [LOGO_FIELD]: [fillMessage(LOGO_NOT_AN_IMAGE, { file: filename })] });
    await app.db.update(users).set({ logo: bytes, logoMime: mime, updatedAt: new Date() }).where(eq(users.id, target.id));
    return { data: await loadUserProfile(app.db, target.id), message: USER_SUCCESS.logoSaved };
  });

  app.delete('/api/users/:id/logo', async (request, reply) => {
    const target = await viewableLiveTarget(app.db, request.user, idParam(request));
    await app.db.update(users).set({ logo: null, logoMime: null, updatedAt: new Date() }).where(eq(users.id, target.id));
    return reply.status(204).send();
  });

  app.get('/api/users/:id/logo', async (request, reply) => {
    const target = await findTarget(app.db, idParam(request));
    if (!canViewUser(request.user, target)) throw forbidden();
    const [row] = await app.db.select({ logo: users.logo, mime: users.logoMime }).from(users).where(eq(users.id, target.id));
    if (!row?.logo || !row.mime) throw notFound('El productor no tiene logo.');
    const etag = logoEtag(row.logo);
    reply.header('cache-control', 'private, no-cache').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(row.mime).send(row.logo);
  });

  // ------------------------------------------------------------ supervised producers

  app.get('/api/users/:id/supervised_users', async (request) => {
    const target = await viewableLiveTarget(app.db, request.user, idParam(request));
    const { rows, total } = await queryUsers(app.db, { where: [eq(users.supervisorId, target.id), isNull(users.deletedAt)] });
    return listBody('users', rows, total);
  });

  app.put('/api/users/:id/supervised-producers', async (request) => {
    if (!isAdminLike(request.user)) throw forbidden();
    const target = await findTarget(app.db, idParam(request));
    if (target.deletedAt) throw notFound(NOT_FOUND);
    if (target.roleId !== ROLE_SUPERVISOR) throw validationError({ supervisedProducers: [USER_MESSAGES.notASupervisor] });
    const body = requireObjectBody(request.body);
    const producerIds = parseBody(idListSchema(USER_MESSAGES.producerIds), body.supervisedProducers ?? []);
    await app.db.transaction(async (tx) => {
      if (producerIds.length) {
        const found = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, producerIds), eq(users.roleId, ROLE_PRODUCER), isNull(users.deletedAt)));
        if (found.length !== producerIds.length) throw validationError({ supervisedProducers: [USER_MESSAGES.producerIds] });
      }
      await tx
        .update(users)
        .set({ supervisorId: null, updatedAt: new Date() })
        .where(and(eq(users.supervisorId, target.id), producerIds.length ? notInArray(users.id, producerIds) : undefined));
      if (producerIds.length) {
        await tx.update(users).set({ supervisorId: target.id, updatedAt: new Date() }).where(inArray(users.id, producerIds));
      }
    });
    const { rows, total } = await queryUsers(app.db, { where: [eq(users.supervisorId, target.id), isNull(users.deletedAt)] });
    return listBody('users', rows, total);
  });

  // ------------------------------------------------------------ preferred coverages

  app.get('/api/users/:id/modules', async (request) => {
    const target = await viewableLiveTarget(app.db, request.user, idParam(request));
    const rows = await preferredCoverages(app.db, target.id);
    return listBody('modules', rows, rows.length);
  });

  app.post('/api/users/:id/modules', async (request) => {
    const target = await viewableLiveTarget(app.db, request.user, idParam(request));
    const body = request.body;
    const raw = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as Record<string, unknown>).modules : undefined;
    const moduleIds = parseBody(idListSchema(USER_MESSAGES.moduleIds), raw ?? []);
    if (moduleIds.length > FETCH_SIZES.userModules) throw validationError({ modules: [USER_MESSAGES.tooManyModules] });
    await app.db.transaction(async (tx) => {
      if (moduleIds.length) {
        const found = await tx.select({ id: modules.id }).from(modules).where(inArray(modules.id, moduleIds));
        if (found.length !== moduleIds.length) throw validationError({ modules: [USER_MESSAGES.moduleIds] });
      }
      await tx.delete(userModules).where(eq(userModules.userId, target.id));
      if (moduleIds.length) await tx.insert(userModules).values(moduleIds.map((moduleId) => ({ userId: target.id, moduleId })));
    });
    return { data: { modules: await preferredCoverages(app.db, target.id) }, message: USER_SUCCESS.preferredCoverages };
  });

  app.post('/api/users/:id/modules/:moduleId', async (request, reply) => {
    const target = await viewableLiveTarget(app.db, request.user, idParam(request));
    const moduleId = idParam(request, 'moduleId');
    const [m] = await app.db.select({ id: modules.id }).from(modules).where(eq(modules.id, moduleId)).limit(1);
    if (!m) throw notFound('No se encontró la cobertura.');
    const inserted = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'user_modules:' + target.id}))`);
      const rows = await tx.select({ id: userModules.moduleId }).from(userModules).where(eq(userModules.userId, target.id));
      if (rows.some((r) => r.id === moduleId)) return false;
      if (rows.length >= FETCH_SIZES.userModules) throw validationError({ modules: [USER_MESSAGES.tooManyModules] });
      await tx.insert(userModules).values({ userId: target.id, moduleId });
      return true;
    });
    return reply.status(inserted ? 201 : 200).send({ data: { modules: await preferredCoverages(app.db, target.id) } });
  });

  app.delete('/api/users/:id/modules/:moduleId', async (request, reply) => {
    const target = await viewableLiveTarget(app.db, request.user, idParam(request));
    const moduleId = idParam(request, 'moduleId');
    await app.db.delete(userModules).where(and(eq(userModules.userId, target.id), eq(userModules.moduleId, moduleId)));
    return reply.status(204).send();
  });

  // ------------------------------------------------------------ coverages of the current campaign

  app.get('/api/coverages', async (request) => {
    const query = request.query as Record<string, unknown>;
    const q = parseListQuery({ perPage: String(FETCH_SIZES.coverages), ...query });
    const me = request.user;
    const own = isAdminLike(me)
      ? COMPANIES.map((c) => c.id as number)
      : (await app.db.select({ id: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, me.id))).map((r) => r.id);
    const company = maybeId(q.filter.company ?? q.filter.companyId);
    const today = isoDateInArgentina();
    const words = q.search.split(' ').filter(Boolean).slice(0, 8);
    const where = and(
      lte(campaigns.dateFrom, today),
      gte(campaigns.dateTo, today),
      own.length ? inArray(modules.companyId, own) : sql`false`,
      company !== undefined ? eq(modules.companyId, company) : undefined,
      ...words.map((w) => sql`${modules.searchText} like ${likePattern(normalizeSearch(w))}`),
    );
    const base = app.db
      .select({
        id: modules.id,
        description: modules.description,
        coverageType: modules.coverageType,
        harvest: modules.harvest,
        cropId: modules.cropId,
        companyId: modules.companyId,
        company: { id: companies.id, name: companies.name },
        campaignId: modules.campaignId,
        sortOrder: modules.sortOrder,
        sancorId: modules.sancorId,
        video: modules.video,
        pdfDescription: modules.pdfDescription,
        allowMultipleRisks: modules.allowMultipleRisks,
      })
      .from(modules)
      .innerJoin(campaigns, eq(campaigns.id, modules.campaignId))
      .innerJoin(companies, eq(companies.id, modules.companyId))
      .where(where);
    const [rows, totals] = await Promise.all([
      base
        .orderBy(asc(modules.companyId), asc(modules.sortOrder), asc(modules.description), asc(modules.id))
        .limit(q.perPage)
        .offset(q.offset),
      app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(modules)
        .innerJoin(campaigns, eq(campaigns.id, modules.campaignId))
        .where(where),
    ]);
    return listBody('coverages', rows, Number(totals[0]?.n ?? 0), q);
  });
}
