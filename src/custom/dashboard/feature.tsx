import DashboardIcon from '@mui/icons-material/Dashboard';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { panelRoutes } from './routes';

export const panelFeature = defineFeature(panelRoutes, {
  screens: {
    panel: {
      ...lazyScreen(
        () => import('./DashboardPage'),
        (m) => m.DashboardPage,
      ),
    },
  },
  menu: [{ route: 'panel', label: 'Panel de control', icon: <DashboardIcon />, order: 10 }],
});
