import type { Screens } from '../../screens';
import { CoverageCreate } from './CoverageCreate';
import { CoverageEdit } from './CoverageEdit';
import { CoverageList } from './CoverageList';
import { CoverageShow } from './CoverageShow';

/** Screens of this folder by route name (src/routes.ts). */
export const screens: Screens = {
  coberturas: { resource: 'modules', element: <CoverageList /> },
  'nueva cobertura': { resource: 'modules', element: <CoverageCreate /> },
  'ver cobertura': { resource: 'modules', element: <CoverageShow /> },
  'editar cobertura': { resource: 'modules', element: <CoverageEdit /> },
};
