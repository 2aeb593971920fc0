// The audit log (docs/rules/contract.md#registro-de-cambios): every change a service makes, with who, when, which record and
// what it was before and after. Services call `recordChange` inside their write transaction;
// the quotation detail's history tab reads it.
import type { DbOrTx } from './client';
import { auditLog } from './schema';

export type AuditAction = 'create' | 'update' | 'delete' | (string & {});

export interface Change {
  /** Table name of the record ('clients', 'risks', ...). */
  entity: string;
  entityId: number;
  action: AuditAction;
  before?: object | null;
  after?: object | null;
}

/** The entityId of a change to a table keyed by text (settings: option -> value): the table as a whole. */
export const KEYLESS_ENTITY_ID = 0;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** For an update, only the fields that changed (both sides); otherwise the records as given. */
export function changedFields(beforeRecord: object | null | undefined, afterRecord: object | null | undefined) {
  if (!beforeRecord || !afterRecord) return { before: beforeRecord ?? null, after: afterRecord ?? null };
  const before = beforeRecord as Record<string, unknown>;
  const after = afterRecord as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'updatedAt' && !same(before[k], after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/** Records a change by `userId` (null: the system). An update that changed nothing is not recorded. */
export async function recordChange(tx: DbOrTx, userId: number | null, change: Change): Promise<void> {
  await recordChanges(tx, userId, [change]);
}

/** Several changes by one user in one insert (a negotiation's risks and quotations). */
export async function recordChanges(tx: DbOrTx, userId: number | null, list: readonly Change[]): Promise<void> {
  const rows = list.flatMap((change) => {
    const changes = changedFields(change.before, change.after);
    if (change.action === 'update' && change.before && change.after && !Object.keys(changes.after ?? {}).length) return [];
    return [{ userId, entity: change.entity, entityId: change.entityId, action: change.action, changes }];
  });
  if (rows.length) await tx.insert(auditLog).values(rows);
}
