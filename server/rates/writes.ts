// Creating, editing and deleting a coverage's rates: one transaction each, recorded in the audit log.
import { eq } from 'drizzle-orm';
import type { Rate } from '../../src/domain/coverages/entity';
import { RATE_MESSAGES, type RateData, type RateUpdateData } from '../../src/domain/rates/schema';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { crops, modules, rates, zones } from '../db/schema';
import { validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { loadRate } from './queries';

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

export async function createRate(db: Db, actor: AuthUser, data: RateData): Promise<Rate> {
  return db.transaction(async (tx) => {
    await checkRate(tx, data.moduleId, data);
    const { id } = firstRow(
      await tx
        .insert(rates)
        .values({ ...values(data), moduleId: data.moduleId })
        .returning({ id: rates.id }),
    );
    const created = await loadRate(tx, id);
    await recordChange(tx, actor.id, { entity: 'rates', entityId: id, action: 'create', after: created });
    return created;
  });
}

/** The rate stays in its coverage. */
export async function updateRate(db: Db, actor: AuthUser, id: number, data: RateUpdateData): Promise<Rate> {
  return db.transaction(async (tx) => {
    const before = await loadRate(tx, id);
    await checkRate(tx, before.moduleId, data);
    await tx
      .update(rates)
      .set({ ...values(data), updatedAt: new Date() })
      .where(eq(rates.id, id));
    const after = await loadRate(tx, id);
    await recordChange(tx, actor.id, { entity: 'rates', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function deleteRate(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadRate(tx, id);
    await tx.delete(rates).where(eq(rates.id, id));
    await recordChange(tx, actor.id, { entity: 'rates', entityId: id, action: 'delete', before });
  });
}
