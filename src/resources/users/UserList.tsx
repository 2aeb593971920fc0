import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { CutText } from '../../components/list';
import { ResourceListFromSchema } from '../../components/resource';
import { USER_RESOURCE, type UserFieldName } from '../../domain/users/resource';
import { pathTo } from '../../routes';
import { userRepresentation, type User } from './types';
import { RoleChip } from './RoleChip';

/** 'Nombre Apellido' with the role's badge, and the row's 'Ver'. */
const render: Partial<Record<UserFieldName, (u: User) => ReactNode>> = {
  name: (u) => (
    <>
      <CutText value={userRepresentation(u)} />
      <RoleChip user={u} />
    </>
  ),
  id: (u) => (
    <Button
      component={RouterLink}
      to={pathTo('ver usuario', { id: u.id })}
      size="small"
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      Ver
    </Button>
  ),
};

/** /admin/usuarios: 'Productores registrados' (docs/rules/users.md#lista-de-productores). A supervisor gets only its producers from the server. */
export function UserList() {
  return (
    <ResourceListFromSchema<User, UserFieldName>
      description={USER_RESOURCE}
      render={render}
      rowLink={(u) => pathTo('ver usuario', { id: u.id })}
      actions={
        <Button component={RouterLink} to={pathTo('nuevo usuario')} variant="contained" startIcon={<AddIcon />}>
          Agregar nuevo
        </Button>
      }
    />
  );
}

export default UserList;
