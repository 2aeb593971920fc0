import GroupIcon from '@mui/icons-material/Group';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { userRoutes } from './routes';

export const usersFeature = defineFeature(userRoutes, {
  screens: {
    usuarios: {
      resource: 'users',
      element: lazyScreen(
        () => import('./UserList'),
        (m) => m.UserList,
      ),
    },
    'nuevo usuario': {
      resource: 'users',
      element: lazyScreen(
        () => import('./UserCreate'),
        (m) => m.UserCreate,
      ),
    },
    'ver usuario': {
      resource: 'users',
      element: lazyScreen(
        () => import('./UserShow'),
        (m) => m.UserShow,
      ),
    },
    'editar usuario': {
      resource: 'users',
      element: lazyScreen(
        () => import('./UserEdit'),
        (m) => m.UserEdit,
      ),
    },
    'clientes usuario': {
      resource: 'users',
      element: lazyScreen(
        () => import('./UserAssignClients'),
        (m) => m.UserAssignClients,
      ),
    },
    'ver cliente del usuario': {
      resource: 'clients',
      element: lazyScreen(
        () => import('./UserClientShow'),
        (m) => m.UserClientShow,
      ),
    },
    'productores usuario': {
      resource: 'users',
      element: lazyScreen(
        () => import('./UserAssignProducers'),
        (m) => m.UserAssignProducers,
      ),
    },
    productores: {
      element: lazyScreen(
        () => import('../../pages/ProducersPlaceholderPage'),
        (m) => m.ProducersPlaceholderPage,
      ),
    },
  },
  menu: [{ route: 'usuarios', label: 'Productores', icon: <GroupIcon />, order: 20 }],
});
