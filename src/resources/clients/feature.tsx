import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { defineFeature } from '../../router/feature';
import { ClientCreate } from './ClientCreate';
import { ClientEdit } from './ClientEdit';
import { ClientList } from './ClientList';
import { ClientShow } from './ClientShow';
import { clientRoutes } from './routes';

export const clientsFeature = defineFeature(clientRoutes, {
  screens: {
    clientes: { resource: 'clients', element: <ClientList /> },
    'nuevo cliente': { resource: 'clients', element: <ClientCreate /> },
    'ver cliente': { resource: 'clients', element: <ClientShow /> },
    'editar cliente': { resource: 'clients', element: <ClientEdit /> },
  },
  menu: [{ route: 'clientes', label: 'Clientes', icon: <PeopleAltIcon />, order: 30 }],
});
