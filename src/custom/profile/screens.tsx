import type { Screens } from '../../screens';
import { ProfileEdit } from './ProfileEdit';
import { ProfileShow } from './ProfileShow';

/** Screens of this folder by route name (src/routes.ts). */
export const screens: Screens = {
  perfil: { resource: 'users', element: <ProfileShow /> },
  'editar perfil': { resource: 'users', element: <ProfileEdit /> },
};
