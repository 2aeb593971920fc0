import Chip from '@mui/material/Chip';
import { ROLE_PRODUCER, ROLE_SUPERVISOR } from '../../domain/access/access';
import { choiceName } from '../../domain/core/choice';
import { USER_ROLES } from '../../domain/users/choices';
import { isSupervisorUser } from './roles';
import type { User } from './types';

/** The badge beside a user's name: its role ('Supervisor', 'Administrador', 'Super usuario'); none for a producer. */
export function RoleChip({ user }: { user: Pick<User, 'roleId' | 'isSupervisor'> }) {
  const role = isSupervisorUser(user) ? ROLE_SUPERVISOR : user.roleId;
  if (role === ROLE_PRODUCER) return null;
  return <Chip label={choiceName(USER_ROLES, role)} color="info" size="small" sx={{ ml: 1 }} />;
}
