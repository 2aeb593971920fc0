import { useMemo, type ReactNode } from 'react';
import { EditBase, useEditContext, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { RecordError } from '../../components/RecordError';
import { USER_SUCCESS } from '../../domain/users/schema';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { pathTo } from '../../routes';
import { UserForm } from './UserForm';
import { userFormAccess } from './userFormFields';
import type { User } from './types';

function UserEditView({ cancelTo }: { cancelTo: string }) {
  const { record, error, isPending } = useEditContext<User>();
  const { user: me } = useCurrentUser();
  const access = useMemo(
    () => userFormAccess(me, record ? { id: record.id, roleId: record.roleId, supervisorId: record.supervisorId } : null),
    [me, record],
  );
  if (isPending) return <LinearProgress />;
  if (error || !record) return <RecordError error={error} backTo={cancelTo} />;
  return (
    <Card>
      <UserForm access={access} cancelTo={cancelTo} />
    </Card>
  );
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
  const notify = useNotify();
  return (
    <EditBase<User>
      resource="users"
      id={Number(id)}
      mutationMode="pessimistic"
      disableAuthentication={ownProfile}
      redirect={false}
      queryOptions={{ retry: false, onError: () => undefined }}
      mutationOptions={{
        onSuccess: async () => {
          notify(USER_SUCCESS.saved, { type: 'success' });
          await onSaved();
        },
      }}
    >
      <UserEditView cancelTo={cancelTo} />
      {after}
    </EditBase>
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
