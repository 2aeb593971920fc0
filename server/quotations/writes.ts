// Writing negotiations: a request, a draft or a finished quotation (risks, coverages and every
// quotation the engine produces), its cancellation and its deletion. Each write is one
// transaction that locks the negotiation's row first, and records its changes in the audit log.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { canDo } from '../../src/domain/access/access';
import { IN_KIND_PAYMENT_METHOD_IDS, keepsCorrectionFactor, wizardOf } from '../../src/domain/quotations/payment';
import type { NegotiationPreview, NegotiationSaved } from '../../src/domain/quotations/entity';
import { coveragesForRisks } from '../../src/domain/quotations/insurers';
import { NEGOTIATION_MESSAGES, type NegotiationPayload, type RiskPayload } from '../../src/domain/quotations/schema';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { readAll } from '../db/concurrent';
import { firstRow, inBatches } from '../db/rows';
import { crops, modules, negotiationModules, negotiations, quotations, quotationStatuses, riskAddons, risks } from '../db/schema';
import { HttpError, validationError } from '../http/errors';
import { queueRequestMail } from '../jobs/kinds/request-mail';
import { recordChange, recordChanges, type Change } from '../db/audit';
import { assertClientVisible } from '../clients/service';
import { createClient } from '../clients/writes';
import { assertUserManageable } from '../users/targets';
import { previewRisks, quoteStoredRisks, termsOf, zonesById, type RiskColumns, type RiskRow } from './quote';
import { assertDiscountsAllowed, assertEditable, conflict, RULE_MESSAGES } from './rules';
import { assertNegotiationVisible, type NegotiationRow } from './visibility';

/** What the payload makes of the negotiation: a request, an unconfirmed draft, or a finished quotation. */
export type SaveMode = 'request' | 'draft' | 'finish';

const SIMPLE_ONE_RISK = 'Una cotización simple lleva un solo riesgo.';

export function riskColumns(r: RiskPayload): RiskColumns {
  const double = r.is_double_crop === 1 && r.double_crop ? r.double_crop : null;
  return {
    id: r.id,
    description: r.description,
    zoneId: r.zone_id,
    cropId: r.crop_id,
    companyId: r.company_id,
    numberOfHectares: r.number_of_hectares,
    hectarePrice: r.hectare_price,
    hectarePriceCurrencyId: r.hectare_price_currency_id,
    discount: r.discount,
    observations: r.observations,
    isDoubleCrop: double ? 1 : 0,
    doubleCropId: double?.crop_id ?? null,
    doubleCropZoneId: double ? (double.zone_id ?? r.zone_id) : null,
    doubleCropHectarePrice: double?.hectare_price ?? null,
    doubleCropDescription: double?.description ?? null,
    splitCoverages: r.splitCoverages,
  };
}

/**
 * The fields that name records: each must exist and fit (a department of the risk's insurer, an
 * add-on that is one). `key` names a risk's field in the 422 (`risks.0.zone_id`; POST risks: `zone_id`).
 */
export async function checkRiskReferences(
  db: DbOrTx,
  list: readonly RiskPayload[],
  moduleIds: readonly number[],
  key: (i: number, field: string) => string = (i, field) => `risks.${i}.${field}`,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const zoneIds = list.flatMap((r) => [r.zone_id, ...(r.double_crop?.zone_id ? [r.double_crop.zone_id] : [])]);
  const cropIds = list.flatMap((r) => [r.crop_id, ...(r.double_crop ? [r.double_crop.crop_id] : [])]);
  const allModules = [...new Set([...moduleIds, ...list.flatMap((r) => r.addons)])];
  const [zoneMap, cropRows, moduleRows] = await readAll(db, [
    () => zonesById(db, zoneIds),
    () => db.select({ id: crops.id }).from(crops).where(inArray(crops.id, cropIds)),
    () =>
      allModules.length
        ? db
            .select({ id: modules.id, coverageType: modules.coverageType, companyId: modules.companyId })
            .from(modules)
            .where(inArray(modules.id, allModules))
        : Promise.resolve([]),
  ]);
  const cropSet = new Set(cropRows.map((c) => c.id));
  const moduleType = new Map(moduleRows.map((m) => [m.id, m.coverageType]));
  list.forEach((r, i) => {
    if (zoneMap.get(r.zone_id)?.companyId !== r.company_id) errors[key(i, 'zone_id')] = [NEGOTIATION_MESSAGES.zone];
    if (!cropSet.has(r.crop_id)) errors[key(i, 'crop_id')] = [NEGOTIATION_MESSAGES.crop];
    if (r.double_crop && !cropSet.has(r.double_crop.crop_id)) errors[key(i, 'double_crop.crop_id')] = [NEGOTIATION_MESSAGES.doubleCropCrop];
    if (r.double_crop?.zone_id && zoneMap.get(r.double_crop.zone_id)?.companyId !== r.company_id)
      errors[key(i, 'double_crop.zone_id')] = [NEGOTIATION_MESSAGES.zone];
    if (r.addons.some((a) => moduleType.get(a) !== 'addon')) errors[key(i, 'addons')] = [NEGOTIATION_MESSAGES.addons];
  });
  if (moduleIds.some((m) => !moduleType.has(m) || moduleType.get(m) === 'addon')) errors.modules = [NEGOTIATION_MESSAGES.modules];
  else if (moduleIds.length) {
    // each risk is quoted with its insurer's coverages: one of an insurer no risk has would quote nothing
    const quotable = new Set(
      coveragesForRisks(
        moduleRows,
        list.map((r) => r.company_id),
      ).map((m) => m.id),
    );
    if (moduleIds.some((m) => !quotable.has(m))) errors.modules = [NEGOTIATION_MESSAGES.modulesOfNoRisk];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** The risks' references, and payment in kind (3, 4) only for whom may (docs/rules/quotations.md#configuración-de-pago: admin, sudo, allow_payment_in_kind). */
async function checkReferences(db: DbOrTx, actor: AuthUser, payload: NegotiationPayload) {
  const method = payload.payment_method_id;
  if (method !== undefined && IN_KIND_PAYMENT_METHOD_IDS.includes(method) && !canDo(actor, ['negotiations', 'payInKind']))
    throw validationError({ payment_method_id: [NEGOTIATION_MESSAGES.paymentInKind] });
  await checkRiskReferences(db, payload.risks, payload.modules);
}

/** The producer: the one named (if the actor may pick it: admin any, a supervisor its team), else the current one or the actor. */
async function producerFor(db: DbOrTx, actor: AuthUser, wanted: number | undefined, current: number | undefined): Promise<number> {
  if (wanted === undefined || wanted === current) return current ?? actor.id;
  if (wanted === actor.id) return wanted;
  return (await assertUserManageable(db, actor, wanted)).id;
}

/** The client: a new one (created in the same transaction, owned by the producer) or a visible, live one. */
async function clientFor(tx: DbOrTx, actor: AuthUser, payload: NegotiationPayload, producerId: number): Promise<number> {
  if (payload.client) {
    try {
      return (await createClient(tx, actor, { ...payload.client, userId: producerId, user_id: undefined })).id;
    } catch (e) {
      // The client's own 422 (a duplicate CUIT) lands under the wizard's new-client fields.
      if (e instanceof HttpError && e.errors)
        throw validationError(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [`client.${k}`, v])));
      throw e;
    }
  }
  const id = payload.client_id;
  if (id === undefined) throw validationError({ client_id: [NEGOTIATION_MESSAGES.client] });
  const client = await assertClientVisible(tx, actor, id);
  if (client.deletedAt) throw validationError({ client_id: [NEGOTIATION_MESSAGES.client] });
  return id;
}

function negotiationColumns(payload: NegotiationPayload, mode: SaveMode, type: NegotiationPayload['type']) {
  return {
    observations: payload.observations,
    state: mode === 'request' ? 'solicitud' : 'initiated',
    type,
    isConfirmed: mode === 'finish' ? 1 : 0,
    paymentMethodId: payload.payment_method_id ?? null,
    rateOptionId: payload.rate_option_id ?? null,
    // Reset to 0 unless payment in kind, by the rule of the negotiation's wizard (docs/rules/quotations.md#configuración-de-pago).
    correctionFactor: keepsCorrectionFactor(wizardOf(type), payload.payment_method_id) ? payload.correction_factor : '0',
    fdFilter: payload.fd_filter,
    splitCoverages: payload.splitCoverages,
  } satisfies Partial<NegotiationRow>;
}

/** On a risk id already there, every written column takes the new value (columns are the keys in snake_case). */
const upsertSet = Object.fromEntries(
  (
    [
      'description',
      'zoneId',
      'cropId',
      'companyId',
      'numberOfHectares',
      'hectarePrice',
      'hectarePriceCurrencyId',
      'discount',
      'observations',
      'isDoubleCrop',
      'doubleCropId',
      'doubleCropZoneId',
      'doubleCropHectarePrice',
      'doubleCropDescription',
      'splitCoverages',
      'updatedAt',
    ] as const
  ).map((key) => [key, sql.raw(`excluded.${key.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())}`)]),
);

/** Writes the payload's risks: updates the ones it names, adds the new ones, removes the rest. */
async function syncRisks(tx: DbOrTx, actorId: number, negotiationId: number, payload: NegotiationPayload): Promise<RiskRow[]> {
  const existing = await tx.select().from(risks).where(eq(risks.negotiationId, negotiationId));
  const byId = new Map(existing.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  const named = new Set<number>();
  payload.risks.forEach((r, i) => {
    if (r.id === undefined) return;
    // a risk of another negotiation, or the same one twice
    if (!byId.has(r.id) || named.has(r.id)) errors[`risks.${i}.id`] = [NEGOTIATION_MESSAGES.risk];
    named.add(r.id);
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const kept = new Set(payload.risks.flatMap((r) => (r.id !== undefined ? [r.id] : [])));
  const removed = existing.filter((r) => !kept.has(r.id));
  const changes: Change[] = [];
  if (removed.length) {
    await tx.delete(risks).where(
      inArray(
        risks.id,
        removed.map((r) => r.id),
      ),
    );
    changes.push(...removed.map((r): Change => ({ entity: 'risks', entityId: r.id, action: 'delete', before: r })));
  }
  // One statement for all of them: the named ones keep their id (their history), the new ones get one.
  const values = payload.risks.map((r) => {
    const { id, ...columns } = riskColumns(r);
    return { ...columns, ...(id !== undefined ? { id } : {}), negotiationId, updatedAt: new Date() };
  });
  const written = await tx.insert(risks).values(values).onConflictDoUpdate({ target: risks.id, set: upsertSet }).returning();
  // RETURNING follows the VALUES order; matched by id anyway for the named ones.
  const byNewOrder = written.filter((w) => !byId.has(w.id));
  let next = 0;
  const out = payload.risks.map((r) => {
    const row = r.id !== undefined ? written.find((w) => w.id === r.id) : byNewOrder[next++];
    if (!row) throw new Error('risk upsert returned fewer rows');
    return row;
  });
  out.forEach((row, i) => {
    const before = payload.risks[i]?.id !== undefined ? byId.get(row.id) : undefined;
    changes.push(
      before
        ? {
            entity: 'risks',
            entityId: row.id,
            action: 'update',
            before: { ...before, updatedAt: undefined },
            after: { ...row, updatedAt: undefined },
          }
        : { entity: 'risks', entityId: row.id, action: 'create', after: row },
    );
  });
  const riskIds = out.map((r) => r.id);
  await tx.delete(riskAddons).where(inArray(riskAddons.riskId, riskIds));
  const addonRows = payload.risks.flatMap((r, i) => r.addons.map((moduleId) => ({ riskId: riskIds[i] ?? 0, moduleId })));
  for (const batch of inBatches(addonRows)) await tx.insert(riskAddons).values(batch);
  await recordChanges(tx, actorId, changes);
  return out;
}

async function setModules(tx: DbOrTx, negotiationId: number, payload: NegotiationPayload) {
  await tx.delete(negotiationModules).where(eq(negotiationModules.negotiationId, negotiationId));
  if (!payload.modules.length) return;
  const split = payload.splitCoverages === 1;
  await tx.insert(negotiationModules).values(
    payload.modules.map((moduleId) => ({
      negotiationId,
      moduleId,
      // The split value of a coverage: the first risk's part (the simple wizard has one risk).
      splitValue: split ? (payload.risks[0]?.splitCoverages?.[String(moduleId)] ?? null) : null,
    })),
  );
}

/** The answer of every write: what it became, and the quotations it produced when it finished. */
const saved = (n: NegotiationRow, preview: NegotiationPreview | null): NegotiationSaved => ({
  id: n.id,
  number: n.number,
  state: n.state as NegotiationSaved['state'],
  type: n.type as NegotiationSaved['type'],
  isConfirmed: n.isConfirmed === 1 ? 1 : 0,
  preview,
});

/** Writes the payload over a new (`existing` null) or an existing negotiation. */
async function save(
  tx: DbOrTx,
  actor: AuthUser,
  existing: NegotiationRow | null,
  payload: NegotiationPayload,
  mode: SaveMode,
  type: NegotiationPayload['type'],
) {
  await checkReferences(tx, actor, payload);
  const producerId = await producerFor(tx, actor, payload.user_id, existing?.userId);
  await assertDiscountsAllowed(
    tx,
    producerId,
    payload.risks.map((r) => r.discount),
  );
  const clientId = await clientFor(tx, actor, payload, producerId);
  const columns = {
    ...negotiationColumns(payload, mode, mode === 'finish' ? finishedType(payload, type) : type),
    userId: producerId,
    clientId,
  };
  const row = existing
    ? firstRow(
        await tx
          .update(negotiations)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(negotiations.id, existing.id))
          .returning(),
      )
    : firstRow(await tx.insert(negotiations).values(columns).returning());
  await recordChange(
    tx,
    actor.id,
    existing
      ? {
          entity: 'negotiations',
          entityId: row.id,
          action: 'update',
          before: { ...existing, updatedAt: undefined },
          after: { ...row, updatedAt: undefined },
        }
      : { entity: 'negotiations', entityId: row.id, action: 'create', after: row },
  );
  await setModules(tx, row.id, payload);
  const riskRows = await syncRisks(tx, actor.id, row.id, payload);
  if (mode !== 'finish') {
    await tx.delete(quotations).where(eq(quotations.negotiationId, row.id)); // a request or a draft has none
    return saved(row, null);
  }
  const addons = new Map(riskRows.map((r, i) => [r.id, payload.risks[i]?.addons ?? []]));
  return saved(row, await quoteStoredRisks(tx, actor.id, row, riskRows, { moduleIds: payload.modules, addons }));
}

/** The type a simple-wizard payload makes: 'double-crop' with the switch on, else 'simple'; one risk only. */
export function simpleType(payload: NegotiationPayload): NegotiationPayload['type'] {
  if (payload.risks.length !== 1) throw validationError({ risks: [SIMPLE_ONE_RISK] });
  return payload.risks[0]?.is_double_crop === 1 ? 'double-crop' : 'simple';
}

/** The type a quotation is finished with: a simple one (edited too) stays simple, or double crop by its switch. */
const finishedType = (payload: NegotiationPayload, type: NegotiationPayload['type']) =>
  wizardOf(type) === 'simple' ? simpleType(payload) : type;

/** The mode of POST negotiations: 'solicitud' a request; otherwise finished when confirmed, else a draft. */
export const createMode = (payload: NegotiationPayload): SaveMode =>
  payload.state === 'solicitud' ? 'request' : payload.is_confirmed === 1 ? 'finish' : 'draft';

/** POST negotiations and POST simple-negotiations. */
/** Creates a negotiation; a new request queues its mail (sent once this commits). */
export async function createNegotiation(db: Db, actor: AuthUser, payload: NegotiationPayload, mode: SaveMode, type = payload.type) {
  return db.transaction(async (tx) => {
    const saved = await save(tx, actor, null, payload, mode, type);
    if (mode === 'request') await queueRequestMail(tx, saved.id, actor.id);
    return saved;
  });
}

/**
 * PUT negotiations/{id} (`finish` false) and POST negotiations/{id} (finish). A request stays a
 * request when the payload says 'solicitud'; a confirmed negotiation is re-quoted on every edit.
 */
export async function updateNegotiation(db: Db, actor: AuthUser, id: number, payload: NegotiationPayload, finish: boolean) {
  return db.transaction(async (tx) => {
    const existing = await assertNegotiationVisible(tx, actor, id, true);
    await assertEditable(tx, existing);
    const confirmed = existing.isConfirmed === 1;
    if (confirmed && payload.state === 'solicitud') throw conflict(RULE_MESSAGES.backToRequest);
    const mode: SaveMode =
      finish || confirmed || payload.is_confirmed === 1 ? 'finish' : payload.state === 'solicitud' ? 'request' : 'draft';
    return save(tx, actor, existing, payload, mode, payload.type);
  });
}

/** The quotations the engine would produce for the payload, nothing written (`?preview=1`). */
export async function previewNegotiation(
  db: Db,
  actor: AuthUser,
  payload: NegotiationPayload,
  existingId?: number,
): Promise<NegotiationSaved> {
  const existing = existingId !== undefined ? await assertNegotiationVisible(db, actor, existingId) : null;
  await checkReferences(db, actor, payload);
  const producerId = await producerFor(db, actor, payload.user_id, existing?.userId);
  await assertDiscountsAllowed(
    db,
    producerId,
    payload.risks.map((r) => r.discount),
  );
  const type = finishedType(payload, payload.type);
  const terms = termsOf(negotiationColumns(payload, 'finish', type), payload.modules);
  const preview = await previewRisks(
    db,
    producerId,
    terms,
    payload.risks.map((r) => ({ risk: riskColumns(r), addonIds: r.addons })),
  );
  return {
    id: existing?.id ?? 0,
    number: existing?.number ?? 0,
    state: 'initiated',
    type,
    isConfirmed: 0,
    preview,
  };
}

/** PUT negotiations/{id}/reject: cancels it (and its open quotations) unless accepted or already cancelled. */
export async function rejectNegotiation(db: Db, actor: AuthUser, id: number): Promise<NegotiationSaved> {
  return db.transaction(async (tx) => {
    const n = await assertNegotiationVisible(tx, actor, id, true);
    if (n.state === 'accepted' || n.state === 'rejected') throw conflict(RULE_MESSAGES.cannotCancel);
    const open = await tx
      .update(quotations)
      .set({ status: 'rejected', updatedAt: new Date() })
      .where(and(eq(quotations.negotiationId, id), inArray(quotations.status, ['initiated', 'updated'])))
      .returning({ id: quotations.id });
    const statusRows = open.map((q) => ({ quotationId: q.id, description: 'rejected', userId: actor.id }));
    for (const batch of inBatches(statusRows)) await tx.insert(quotationStatuses).values(batch);
    const row = firstRow(
      await tx.update(negotiations).set({ state: 'rejected', updatedAt: new Date() }).where(eq(negotiations.id, id)).returning(),
    );
    await recordChange(tx, actor.id, {
      entity: 'negotiations',
      entityId: id,
      action: 'reject',
      before: { state: n.state },
      after: { state: 'rejected' },
    });
    return saved(row, null);
  });
}

/** DELETE negotiations/{id}: for good (risks, quotations, history), by admin, sudo or the producer's supervisor. */
export async function deleteNegotiation(db: Db, actor: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const n = await assertNegotiationVisible(tx, actor, id, true);
    await tx.delete(negotiations).where(eq(negotiations.id, id));
    await recordChange(tx, actor.id, { entity: 'negotiations', entityId: id, action: 'delete', before: n });
  });
}
