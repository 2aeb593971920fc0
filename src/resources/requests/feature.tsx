import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineFeature } from '../../router/feature';
import { RequestCreate } from './RequestCreate';
import { RequestList } from './RequestList';
import { RequestShow } from './RequestShow';
import { requestRoutes } from './routes';

export const requestsFeature = defineFeature(requestRoutes, {
  screens: {
    solicitudes: { resource: 'negotiations', element: <RequestList /> },
    'nueva solicitud': { resource: 'negotiations', element: <RequestCreate /> },
    'ver solicitudes': { resource: 'negotiations', element: <RequestShow /> },
  },
  menu: [{ route: 'solicitudes', label: 'Solicitudes', icon: <AssignmentIcon />, order: 80 }],
});
