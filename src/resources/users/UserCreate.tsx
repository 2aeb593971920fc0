import { useMemo } from 'react';
import { CreateBase, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { USER_SUCCESS } from '../../domain/users/schema';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { pathTo } from '../../routes';
import { UserForm } from './UserForm';
import { userFormAccess } from './userFormFields';
import type { User } from './types';

/** /admin/usuarios/nuevo: 'Nuevo productor'. */
export function UserCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const { user: me } = useCurrentUser();
  const access = useMemo(() => userFormAccess(me, null), [me]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <CreateBase<User>
        resource="users"
        redirect={false}
        mutationOptions={{
          onSuccess: (data: User) => {
            notify(USER_SUCCESS.created, { type: 'success' });
            void navigate(pathTo('ver usuario', { id: data.id }));
          },
        }}
      >
        <Card>
          <UserForm access={access} cancelTo={pathTo('usuarios')} />
        </Card>
      </CreateBase>
    </Box>
  );
}

export default UserCreate;
