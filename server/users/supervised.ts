// The producers a supervisor has in charge ('Productores a cargo'), replaced in one step.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ROLE_PRODUCER, ROLE_SUPERVISOR } from '../../src/domain/access/access';
import { USER_MESSAGES } from '../../src/domain/users/schema';
import type { AuthUser } from '../auth/tokens';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { findTarget, USER_NOT_FOUND } from './targets';
import { releaseProducers } from './writes';

/** The live producers in `producerIds` get the supervisor; the ones it had and are not listed lose it. Each change is recorded. */
export async function setSupervisedProducers(db: Db, actor: AuthUser, supervisorId: number, producerIds: number[]): Promise<void> {
  const target = await findTarget(db, supervisorId);
  if (target.deletedAt) throw notFound(USER_NOT_FOUND);
  if (target.roleId !== ROLE_SUPERVISOR) throw validationError({ supervisedProducers: [USER_MESSAGES.notASupervisor] });
  await db.transaction(async (tx) => {
    const producers = producerIds.length
      ? await tx
          .select({ id: users.id, supervisorId: users.supervisorId })
          .from(users)
          .where(and(inArray(users.id, producerIds), eq(users.roleId, ROLE_PRODUCER), isNull(users.deletedAt)))
      : [];
    if (producers.length !== producerIds.length) throw validationError({ supervisedProducers: [USER_MESSAGES.producerIds] });
    await releaseProducers(tx, actor, supervisorId, producerIds);
    const joining = producers.filter((p) => p.supervisorId !== supervisorId);
    if (!joining.length) return;
    await tx
      .update(users)
      .set({ supervisorId, updatedAt: new Date() })
      .where(
        inArray(
          users.id,
          joining.map((p) => p.id),
        ),
      );
    for (const p of joining) {
      await recordChange(tx, actor.id, {
        entity: 'users',
        entityId: p.id,
        action: 'update',
        before: { supervisorId: p.supervisorId },
        after: { supervisorId },
      });
    }
  });
}
