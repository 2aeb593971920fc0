import type { Screens } from '../../screens';
import { UserAssignClients } from './UserAssignClients';
import { UserAssignProducers } from './UserAssignProducers';
import { UserClientShow } from './UserClientShow';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** Screens of this folder by route name (src/routes.ts). */
export const screens: Screens = {
  usuarios: { resource: 'users', element: <UserList /> },
  'nuevo usuario': { resource: 'users', element: <UserCreate /> },
  'ver usuario': { resource: 'users', element: <UserShow /> },
  'editar usuario': { resource: 'users', element: <UserEdit /> },
  'clientes usuario': { resource: 'users', element: <UserAssignClients /> },
  'ver cliente del usuario': { resource: 'clients', element: <UserClientShow /> },
  'productores usuario': { resource: 'users', element: <UserAssignProducers /> },
};
