import DashboardIcon from '@mui/icons-material/Dashboard';
import { defineFeature, PLACEHOLDER } from '../../router/feature';
import { panelRoutes } from './routes';

export const panelFeature = defineFeature(panelRoutes, {
  screens: { panel: PLACEHOLDER },
  menu: [{ route: 'panel', label: 'Panel de control', icon: <DashboardIcon />, order: 10 }],
});
