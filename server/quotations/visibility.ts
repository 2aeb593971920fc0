// Who reaches a negotiation: the owners rule of server/clients/service.ts (producer: its own;
// supervisor: its own and its producers'; admin and sudo: all), on negotiations.user_id.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { negotiations } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { visibleOwners, type Viewer } from '../clients/service';

export const NEGOTIATION_NOT_FOUND = 'No se encontró la cotización.';

export type NegotiationRow = typeof negotiations.$inferSelect;

export function visibleNegotiationsWhere(viewer: Viewer): SQL | undefined {
  const owners = visibleOwners(viewer);
  return owners ? sql`${negotiations.userId} = any(${owners})` : undefined;
}

/**
 * The negotiation, or 404 when there is none; 403 when the viewer may not reach it. Inside a
 * write transaction `lock` takes its row (FOR UPDATE), so writes to one negotiation queue.
 */
export async function assertNegotiationVisible(db: DbOrTx, viewer: Viewer, id: number, lock = false): Promise<NegotiationRow> {
  const visible = visibleNegotiationsWhere(viewer) ?? sql`true`;
  const query = db
    .select({ row: negotiations, visible: sql<boolean>`${visible}` })
    .from(negotiations)
    .where(eq(negotiations.id, id))
    .limit(1);
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound(NEGOTIATION_NOT_FOUND);
  if (!found.visible) throw forbidden();
  return found.row;
}
