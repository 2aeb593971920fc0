import type { Screens } from '../../screens';
import { CoverageLinksPage } from './CoverageLinksPage';

/** Screens of this folder by route name (src/routes.ts). */
export const screens: Screens = {
  'coberturas usuario': { element: <CoverageLinksPage /> },
};
