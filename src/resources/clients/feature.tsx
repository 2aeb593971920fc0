import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { clientRoutes } from './routes';

export const clientsFeature = defineFeature(clientRoutes, {
  screens: {
    clientes: {
      resource: 'clients',
      ...lazyScreen(
        () => import('./ClientList'),
        (m) => m.ClientList,
      ),
    },
    'nuevo cliente': {
      resource: 'clients',
      ...lazyScreen(
        () => import('./ClientCreate'),
        (m) => m.ClientCreate,
      ),
    },
    'ver cliente': {
      resource: 'clients',
      ...lazyScreen(
        () => import('./ClientShow'),
        (m) => m.ClientShow,
      ),
    },
    'editar cliente': {
      resource: 'clients',
      ...lazyScreen(
        () => import('./ClientEdit'),
        (m) => m.ClientEdit,
      ),
    },
  },
  menu: [{ route: 'clientes', label: 'Clientes', icon: <PeopleAltIcon />, order: 30 }],
});
