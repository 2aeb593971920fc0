import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { COVERAGE_LINK_MESSAGES, coverageLinkSchema } from '../../src/domain/schemas/coverage-link';
import { modules, userCoverageLinks } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { notFound, validationError } from '../http/errors';
import { parseBody, parseId, requireObjectBody } from '../http/validate';
import { assertUserManageable } from '../services/users/targets';

const linkColumns = {
  coverageId: userCoverageLinks.moduleId,
  link: userCoverageLinks.link,
  userId: userCoverageLinks.userId,
  name: modules.description,
  companyId: modules.companyId,
};

async function loadLink(db: DbOrTx, userId: number, coverageId: number) {
  const [row] = await db
    .select(linkColumns)
    .from(userCoverageLinks)
    .innerJoin(modules, eq(modules.id, userCoverageLinks.moduleId))
    .where(and(eq(userCoverageLinks.userId, userId), eq(userCoverageLinks.moduleId, coverageId)))
    .limit(1);
  return row;
}

/** The user (404 unknown, 403 not manageable by the actor) and the coverage (404 unknown) of the path. */
async function target(app: FastifyInstance, request: FastifyRequest) {
  const params = request.params as { id: string; coverageId: string };
  const userId = parseId(params.id);
  const coverageId = parseId(params.coverageId);
  await assertUserManageable(app.db, request.user, userId);
  const [coverage] = await app.db.select({ id: modules.id }).from(modules).where(eq(modules.id, coverageId)).limit(1);
  if (!coverage) throw notFound(COVERAGE_LINK_MESSAGES.coverageNotFound);
  return { userId, coverageId };
}

const linkWhere = (userId: number, coverageId: number) =>
  and(eq(userCoverageLinks.userId, userId), eq(userCoverageLinks.moduleId, coverageId));

/**
 * A producer's video link per coverage ('Coberturas de Usuario'): a user manages its own,
 * a supervisor those of the producers it supervises, admin/sudo anyone's.
 */
export async function coverageLinkRoutes(app: FastifyInstance) {
  app.get('/api/users/:id/coverages', async (request) => {
    const userId = parseId((request.params as { id: string }).id);
    await assertUserManageable(app.db, request.user, userId);
    const rows = await app.db
      .select(linkColumns)
      .from(userCoverageLinks)
      .innerJoin(modules, eq(modules.id, userCoverageLinks.moduleId))
      .where(eq(userCoverageLinks.userId, userId))
      .orderBy(asc(modules.description), asc(modules.id));
    return { data: { coverages: rows } };
  });

  app.post('/api/users/:id/coverages/:coverageId', async (request, reply) => {
    const { userId, coverageId } = await target(app, request);
    const { link } = parseBody(coverageLinkSchema, requireObjectBody(request.body));
    // The unique index (user, coverage) decides between two concurrent creates.
    const inserted = await app.db
      .insert(userCoverageLinks)
      .values({ userId, moduleId: coverageId, link })
      .onConflictDoNothing({ target: [userCoverageLinks.userId, userCoverageLinks.moduleId] })
      .returning({ id: userCoverageLinks.id });
    if (!inserted.length) throw validationError({ coverageId: [COVERAGE_LINK_MESSAGES.duplicate] });
    return reply.status(201).send({ data: await loadLink(app.db, userId, coverageId) });
  });

  app.put('/api/users/:id/coverages/:coverageId', async (request) => {
    const { userId, coverageId } = await target(app, request);
    const { link } = parseBody(coverageLinkSchema, requireObjectBody(request.body));
    const updated = await app.db
      .update(userCoverageLinks)
      .set({ link })
      .where(linkWhere(userId, coverageId))
      .returning({ id: userCoverageLinks.id });
    if (!updated.length) throw notFound(COVERAGE_LINK_MESSAGES.linkNotFound);
    return { data: await loadLink(app.db, userId, coverageId) };
  });

  app.delete('/api/users/:id/coverages/:coverageId', async (request, reply) => {
    const { userId, coverageId } = await target(app, request);
    const deleted = await app.db.delete(userCoverageLinks).where(linkWhere(userId, coverageId)).returning({ id: userCoverageLinks.id });
    if (!deleted.length) throw notFound(COVERAGE_LINK_MESSAGES.linkNotFound);
    return reply.status(204).send();
  });
}
