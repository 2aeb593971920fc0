import PersonIcon from '@mui/icons-material/Person';
import { canDo } from '../../domain/access/access';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { profileRoutes } from './routes';

export const profileFeature = defineFeature(profileRoutes, {
  screens: {
    perfil: {
      resource: 'users',
      ...lazyScreen(
        () => import('./ProfileShow'),
        (m) => m.ProfileShow,
      ),
    },
    'editar perfil': {
      resource: 'users',
      ...lazyScreen(
        () => import('./ProfileEdit'),
        (m) => m.ProfileEdit,
      ),
    },
  },
  // Managers reach users (and their own profile from the top bar); the others their profile.
  menu: [{ route: 'perfil', label: 'Tu perfil', icon: <PersonIcon />, order: 20, visible: (u) => !canDo(u, ['users', 'list']) }],
});
