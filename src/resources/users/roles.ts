import { ROLE_SUPERVISOR } from '../../domain/access/access';
import type { User } from './types';

/** A supervisor: the API's isSupervisor, or ROLE_SUPERVISOR. */
export const isSupervisorUser = (u: Pick<User, 'roleId' | 'isSupervisor'> | null | undefined): boolean =>
  !!u && (u.isSupervisor === true || u.roleId === ROLE_SUPERVISOR);
