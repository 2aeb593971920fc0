import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { canDo } from '../../domain/access/access';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { coverageLinkRoutes } from './routes';

export const coverageLinksFeature = defineFeature(coverageLinkRoutes, {
  screens: {
    'coberturas usuario': {
      ...lazyScreen(
        () => import('./CoverageLinksPage'),
        (m) => m.CoverageLinksPage,
      ),
    },
  },
  // docs/rules/ui.md#menú-y-barra-superior: the entry shows only with the user's see_coverage_user_module flag.
  menu: [
    {
      route: 'coberturas usuario',
      label: 'Coberturas de Usuario',
      icon: <VideoLibraryIcon />,
      order: 60,
      visible: (u) => canDo(u, ['coverage-links', 'menu']),
    },
  ],
});
