import GroupIcon from '@mui/icons-material/Group';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { userRoutes } from './routes';

export const usersFeature = defineFeature(userRoutes, {
  screens: {
    usuarios: {
      resource: 'users',
      ...lazyScreen(
        () => import('./UserList'),
        (m) => m.UserList,
      ),
    },
    'nuevo usuario': {
      resource: 'users',
      ...lazyScreen(
        () => import('./UserCreate'),
        (m) => m.UserCreate,
      ),
    },
    'ver usuario': {
      resource: 'users',
      ...lazyScreen(
        () => import('./UserShow'),
        (m) => m.UserShow,
      ),
    },
    'editar usuario': {
      resource: 'users',
      ...lazyScreen(
        () => import('./UserEdit'),
        (m) => m.UserEdit,
      ),
    },
    'clientes usuario': {
      resource: 'users',
      ...lazyScreen(
        () => import('./UserAssignClients'),
        (m) => m.UserAssignClients,
      ),
    },
    'ver cliente del usuario': {
      resource: 'clients',
      ...lazyScreen(
        () => import('./UserClientShow'),
        (m) => m.UserClientShow,
      ),
    },
    'productores usuario': {
      resource: 'users',
      ...lazyScreen(
        () => import('./UserAssignProducers'),
        (m) => m.UserAssignProducers,
      ),
    },
    productores: {
      ...lazyScreen(
        () => import('../../pages/ProducersPlaceholderPage'),
        (m) => m.ProducersPlaceholderPage,
      ),
    },
  },
  menu: [{ route: 'usuarios', label: 'Productores', icon: <GroupIcon />, order: 20 }],
});
