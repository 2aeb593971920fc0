import DashboardIcon from '@mui/icons-material/Dashboard';
import { defineFeature } from '../../router/feature';
import { DashboardPage } from './DashboardPage';
import { panelRoutes } from './routes';

export const panelFeature = defineFeature(panelRoutes, {
  screens: { panel: { element: <DashboardPage /> } },
  menu: [{ route: 'panel', label: 'Panel de control', icon: <DashboardIcon />, order: 10 }],
});
