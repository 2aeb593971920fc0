import { useMemo } from 'react';
import { CreateFromSchema } from '../../components/resource';
import { USER_SUCCESS } from '../../domain/users/schema';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { pathTo } from '../../routes';
import { UserForm } from './UserForm';
import { userFormAccess } from './userFormFields';
import type { User } from './types';

/** /admin/usuarios/nuevo: 'Nuevo productor'. */
export function UserCreate() {
  const { user: me } = useCurrentUser();
  const access = useMemo(() => userFormAccess(me, null), [me]);
  return (
    <CreateFromSchema<User>
      resource="users"
      successMessage={USER_SUCCESS.created}
      showPath={(saved) => pathTo('ver usuario', { id: saved.id })}
    >
      <UserForm access={access} cancelTo={pathTo('usuarios')} />
    </CreateFromSchema>
  );
}

export default UserCreate;
