import GroupIcon from '@mui/icons-material/Group';
import { defineFeature } from '../../router/feature';
import { ProducersPlaceholderPage } from '../../pages/ProducersPlaceholderPage';
import { UserAssignClients } from './UserAssignClients';
import { UserAssignProducers } from './UserAssignProducers';
import { UserClientShow } from './UserClientShow';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';
import { userRoutes } from './routes';

export const usersFeature = defineFeature(userRoutes, {
  screens: {
    usuarios: { resource: 'users', element: <UserList /> },
    'nuevo usuario': { resource: 'users', element: <UserCreate /> },
    'ver usuario': { resource: 'users', element: <UserShow /> },
    'editar usuario': { resource: 'users', element: <UserEdit /> },
    'clientes usuario': { resource: 'users', element: <UserAssignClients /> },
    'ver cliente del usuario': { resource: 'clients', element: <UserClientShow /> },
    'productores usuario': { resource: 'users', element: <UserAssignProducers /> },
    productores: { element: <ProducersPlaceholderPage /> },
  },
  menu: [{ route: 'usuarios', label: 'Productores', icon: <GroupIcon />, order: 20 }],
});
