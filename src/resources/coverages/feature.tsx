import ShieldIcon from '@mui/icons-material/Shield';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { coverageRoutes } from './routes';

export const coveragesFeature = defineFeature(coverageRoutes, {
  screens: {
    coberturas: {
      resource: 'modules',
      ...lazyScreen(
        () => import('./CoverageList'),
        (m) => m.CoverageList,
      ),
    },
    'nueva cobertura': {
      resource: 'modules',
      ...lazyScreen(
        () => import('./CoverageCreate'),
        (m) => m.CoverageCreate,
      ),
    },
    'ver cobertura': {
      resource: 'modules',
      ...lazyScreen(
        () => import('./CoverageShow'),
        (m) => m.CoverageShow,
      ),
    },
    'editar cobertura': {
      resource: 'modules',
      ...lazyScreen(
        () => import('./CoverageEdit'),
        (m) => m.CoverageEdit,
      ),
    },
  },
  menu: [{ route: 'coberturas', label: 'Coberturas', icon: <ShieldIcon />, order: 50 }],
});
