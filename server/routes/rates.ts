import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { RATE_MESSAGES, rateSchema, rateUpdateSchema, type RateUpdateData } from '../../src/domain/schemas/rate';
import { crops, modules, rates, zones } from '../db/schema';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { notFound, validationError } from '../http/errors';
import { parseBody, parseId, requireObjectBody } from '../http/validate';
import { assertAdmin, loadRate, RATE_NOT_FOUND } from '../services/modules';

/**
 * The zone must be a department of the coverage's insurer and the crop one of the coverage's
 * harvest (422 with the spec's messages otherwise).
 */
async function checkRate(db: DbOrTx, moduleId: number, data: RateUpdateData) {
  const [module] = await db
    .select({ companyId: modules.companyId, harvest: modules.harvest })
    .from(modules)
    .where(eq(modules.id, moduleId));
  if (!module) throw validationError({ moduleId: [RATE_MESSAGES.module] });
  const [zone] = await db.select({ companyId: zones.companyId }).from(zones).where(eq(zones.id, data.zoneId));
  const [crop] = await db.select({ harvest: crops.harvest }).from(crops).where(eq(crops.id, data.cropId));
  const errors: Record<string, string[]> = {};
  if (!zone || zone.companyId !== module.companyId) errors.zoneId = [RATE_MESSAGES.zone];
  if (!crop || (module.harvest !== null && crop.harvest !== module.harvest)) errors.cropId = [RATE_MESSAGES.crop];
  if (Object.keys(errors).length) throw validationError(errors);
}

const values = (data: RateUpdateData) => ({
  zoneId: data.zoneId,
  cropId: data.cropId,
  franchiseDeductible: data.franchiseDeductible,
  amount: data.amount,
  description: data.description,
});

/** Rates of a coverage: create, update, delete (admin and sudo). */
export async function rateRoutes(app: FastifyInstance) {
  app.post('/api/rates', async (request, reply) => {
    assertAdmin(request.user);
    const data = parseBody(rateSchema, requireObjectBody(request.body));
    const id = await app.db.transaction(async (tx) => {
      await checkRate(tx, data.moduleId, data);
      const rows = await tx
        .insert(rates)
        .values({ ...values(data), moduleId: data.moduleId })
        .returning({ id: rates.id });
      return firstRow(rows).id;
    });
    return reply.status(201).send({ data: await loadRate(app.db, id) });
  });

  app.put('/api/rates/:id', async (request) => {
    assertAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    const [existing] = await app.db.select({ moduleId: rates.moduleId }).from(rates).where(eq(rates.id, id));
    if (!existing) throw notFound(RATE_NOT_FOUND);
    const data = parseBody(rateUpdateSchema, requireObjectBody(request.body));
    await app.db.transaction(async (tx) => {
      await checkRate(tx, existing.moduleId, data);
      await tx
        .update(rates)
        .set({ ...values(data), updatedAt: new Date() })
        .where(eq(rates.id, id));
    });
    return { data: await loadRate(app.db, id) };
  });

  app.delete('/api/rates/:id', async (request, reply) => {
    assertAdmin(request.user);
    const id = parseId((request.params as { id: string }).id);
    const deleted = await app.db.delete(rates).where(eq(rates.id, id)).returning({ id: rates.id });
    if (!deleted.length) throw notFound(RATE_NOT_FOUND);
    return reply.status(204).send();
  });
}
