import ShieldIcon from '@mui/icons-material/Shield';
import { defineFeature } from '../../router/feature';
import { CoverageCreate } from './CoverageCreate';
import { CoverageEdit } from './CoverageEdit';
import { CoverageList } from './CoverageList';
import { CoverageShow } from './CoverageShow';
import { coverageRoutes } from './routes';

export const coveragesFeature = defineFeature(coverageRoutes, {
  screens: {
    coberturas: { resource: 'modules', element: <CoverageList /> },
    'nueva cobertura': { resource: 'modules', element: <CoverageCreate /> },
    'ver cobertura': { resource: 'modules', element: <CoverageShow /> },
    'editar cobertura': { resource: 'modules', element: <CoverageEdit /> },
  },
  menu: [{ route: 'coberturas', label: 'Coberturas', icon: <ShieldIcon />, order: 50 }],
});
