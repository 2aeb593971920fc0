import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineFeature, PLACEHOLDER } from '../../router/feature';
import { RequestList } from './RequestList';
import { RequestShow } from './RequestShow';
import { requestRoutes } from './routes';

export const requestsFeature = defineFeature(requestRoutes, {
  screens: {
    solicitudes: { resource: 'negotiations', element: <RequestList /> },
    'nueva solicitud': PLACEHOLDER,
    'ver solicitudes': { resource: 'negotiations', element: <RequestShow /> },
  },
  menu: [{ route: 'solicitudes', label: 'Solicitudes', icon: <AssignmentIcon />, order: 80 }],
});
