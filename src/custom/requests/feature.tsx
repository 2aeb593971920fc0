import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { requestRoutes } from './routes';

export const requestsFeature = defineFeature(requestRoutes, {
  screens: {
    solicitudes: {
      resource: 'negotiations',
      ...lazyScreen(
        () => import('./RequestList'),
        (m) => m.RequestList,
      ),
    },
    'nueva solicitud': {
      resource: 'negotiations',
      ...lazyScreen(
        () => import('./RequestCreate'),
        (m) => m.RequestCreate,
      ),
    },
    'ver solicitudes': {
      resource: 'negotiations',
      ...lazyScreen(
        () => import('./RequestShow'),
        (m) => m.RequestShow,
      ),
    },
  },
  menu: [{ route: 'solicitudes', label: 'Solicitudes', icon: <AssignmentIcon />, order: 80 }],
});
