// Risks of a negotiation from the detail page: add one, edit its data (hectares, price,
// discount, observations: its quotations are re-priced) and remove one. One transaction each,
// the negotiation's row locked first, every change in the audit log.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Risk } from '../../src/domain/quotations/entity';
import { INSURED_SUM_MESSAGE, insuredSumFits } from '../../src/domain/core/limits';
import { NEGOTIATION_MESSAGES, type RiskCreate, type RiskUpdate } from '../../src/domain/quotations/schema';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { firstRow } from '../db/rows';
import { quotations, riskAddons, risks } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { readRisks } from './detail-risks';
import { quoteStoredRisks, repriceQuotations, type RiskRow } from './quote';
import { assertDiscountsAllowed, assertEditable, conflict, hasClosingQuotation, RULE_MESSAGES } from './rules';
import { assertNegotiationVisible, type NegotiationRow } from './visibility';
import { checkRiskReferences, riskColumns } from './writes';

export const RISK_NOT_FOUND = 'No se encontró el riesgo.';

/** The risk and its negotiation (locked, visible to the actor), or 404 / 403. */
async function lockRisk(tx: DbOrTx, actor: AuthUser, id: number): Promise<{ risk: RiskRow; negotiation: NegotiationRow }> {
  const [found] = await tx.select({ negotiationId: risks.negotiationId }).from(risks).where(eq(risks.id, id)).limit(1);
  if (!found) throw notFound(RISK_NOT_FOUND);
  const negotiation = await assertNegotiationVisible(tx, actor, found.negotiationId, true);
  const [risk] = await tx.select().from(risks).where(eq(risks.id, id)).limit(1);
  if (!risk) throw notFound(RISK_NOT_FOUND);
  return { risk, negotiation };
}

/** The answer of a write: the risk as the detail shows it, read after the write's transaction. */
async function riskOf(db: Db, riskId: number): Promise<Risk> {
  const [risk] = (await readRisks(db, { riskId })).list;
  if (!risk) throw notFound(RISK_NOT_FOUND);
  return risk;
}

/** POST risks: a new risk of an editable negotiation, priced at once when the negotiation is confirmed. */
export async function createRisk(db: Db, actor: AuthUser, payload: RiskCreate): Promise<Risk> {
  const id = await db.transaction(async (tx) => {
    const negotiation = await assertNegotiationVisible(tx, actor, payload.negotiation_id, true);
    await assertEditable(tx, negotiation);
    await checkRiskReferences(tx, [payload], [], (_i, field) => field);
    await assertDiscountsAllowed(tx, negotiation.userId, [payload.discount], () => 'discount');
    const { id: _ignored, ...columns } = riskColumns(payload);
    const row = firstRow(
      await tx
        .insert(risks)
        .values({ ...columns, negotiationId: negotiation.id })
        .returning(),
    );
    if (payload.addons.length) await tx.insert(riskAddons).values(payload.addons.map((moduleId) => ({ riskId: row.id, moduleId })));
    await recordChange(tx, actor.id, { entity: 'risks', entityId: row.id, action: 'create', after: row });
    if (negotiation.isConfirmed === 1) await quoteStoredRisks(tx, actor.id, negotiation, [row], undefined, (_i, field) => field ?? 'risk');
    return row.id;
  });
  return riskOf(db, id);
}

/**
 * PUT risks/{id}: observations may always change; hectares, price and discount only while no
 * quotation of the risk is accepted, advanced or in proposal, and its quotations are re-priced.
 */
export async function updateRisk(db: Db, actor: AuthUser, id: number, data: RiskUpdate): Promise<Risk> {
  await db.transaction(async (tx) => {
    const { risk, negotiation } = await lockRisk(tx, actor, id);
    const changes = {
      ...(data.number_of_hectares !== undefined ? { numberOfHectares: data.number_of_hectares } : {}),
      ...(data.hectare_price !== undefined ? { hectarePrice: data.hectare_price } : {}),
      ...(data.discount !== undefined ? { discount: data.discount } : {}),
    };
    const figures = Object.keys(changes).length > 0;
    const hectares = data.number_of_hectares ?? risk.numberOfHectares ?? '0';
    const tooBig = [data.hectare_price ?? risk.hectarePrice, risk.isDoubleCrop ? risk.doubleCropHectarePrice : null].some(
      (price) => price && !insuredSumFits(hectares, price),
    );
    if (tooBig) throw validationError({ [data.hectare_price ? 'hectare_price' : 'number_of_hectares']: [INSURED_SUM_MESSAGE] });
    if (figures) {
      if (negotiation.state === 'rejected') throw conflict(RULE_MESSAGES.cancelled);
      if (await hasClosingQuotation(tx, negotiation.id, risk.id)) throw conflict(RULE_MESSAGES.riskClosed);
    }
    if (data.discount !== undefined) await assertDiscountsAllowed(tx, negotiation.userId, [data.discount], () => 'discount');
    const after = firstRow(
      await tx
        .update(risks)
        .set({ ...changes, ...(data.observations !== undefined ? { observations: data.observations } : {}), updatedAt: new Date() })
        .where(eq(risks.id, id))
        .returning(),
    );
    await recordChange(tx, actor.id, {
      entity: 'risks',
      entityId: id,
      action: 'update',
      before: { ...risk, updatedAt: undefined },
      after: { ...after, updatedAt: undefined },
    });
    if (figures && negotiation.isConfirmed === 1) {
      const own = await tx.select().from(quotations).where(eq(quotations.riskId, id));
      await repriceQuotations(tx, negotiation, after, own);
    }
  });
  return riskOf(db, id);
}

/** DELETE risks/{id}: not the last one of its negotiation, nor one whose quotation was accepted. */
export async function deleteRisk(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { risk, negotiation } = await lockRisk(tx, actor, id);
    if (negotiation.state === 'rejected') throw conflict(RULE_MESSAGES.cancelled);
    if (await hasClosingQuotation(tx, negotiation.id, risk.id)) throw conflict(RULE_MESSAGES.riskClosed);
    const [total] = await tx.select({ n: count() }).from(risks).where(eq(risks.negotiationId, negotiation.id));
    if (Number(total?.n ?? 0) <= 1) throw conflict(NEGOTIATION_MESSAGES.risks);
    await tx.delete(risks).where(and(eq(risks.id, id), inArray(risks.negotiationId, [negotiation.id])));
    await recordChange(tx, actor.id, { entity: 'risks', entityId: id, action: 'delete', before: risk });
  });
}
