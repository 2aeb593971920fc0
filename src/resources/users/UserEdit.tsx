import { useMemo, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { EditFromSchema } from '../../components/resource';
import { USER_SUCCESS } from '../../domain/users/schema';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { pathTo } from '../../routes';
import { UserForm } from './UserForm';
import { userFormAccess } from './userFormFields';
import type { User } from './types';

/** The form limited to what the current user may set on the loaded user. */
function UserEditFields({ cancelTo }: { cancelTo: string }) {
  const record = useRecordContext<User>();
  const { user: me } = useCurrentUser();
  const access = useMemo(
    () => userFormAccess(me, record ? { id: record.id, roleId: record.roleId, supervisorId: record.supervisorId } : null),
    [me, record],
  );
  return <UserForm access={access} cancelTo={cancelTo} />;
}

/**
 * Edits one user with the form limited to what the current user may set (the
 * producer edit screen and the profile edit screen). `onSaved` runs after the
 * 'Los cambios fueron registrados.' toast.
 */
export function UserEditForm({
  id,
  cancelTo,
  onSaved,
  after,
  ownProfile = false,
}: {
  id: number | string;
  cancelTo: string;
  onSaved: () => void | Promise<void>;
  after?: ReactNode;
  /** The signed-in user's own profile: react-admin's canAccess('users', 'edit') is for managers only. */
  ownProfile?: boolean;
}) {
  return (
    <EditFromSchema
      resource="users"
      id={id}
      successMessage={USER_SUCCESS.saved}
      onSaved={onSaved}
      backTo={cancelTo}
      disableAuthentication={ownProfile}
      after={after}
    >
      <UserEditFields cancelTo={cancelTo} />
    </EditFromSchema>
  );
}

/** /admin/usuarios/{id}/editar: back to the producer after saving. */
export function UserEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <UserEditForm id={id} cancelTo={pathTo('ver usuario', { id })} onSaved={() => navigate(pathTo('ver usuario', { id }))} />
    </Box>
  );
}

export default UserEdit;
