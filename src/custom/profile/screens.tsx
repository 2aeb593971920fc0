import type { Screens } from '../../screens';

/** Screens of this folder by route name (src/routes.ts). */
export const screens: Screens = {};
