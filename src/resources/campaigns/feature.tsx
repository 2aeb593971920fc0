import CampaignIcon from '@mui/icons-material/Event';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { campaignRoutes } from './routes';

export const campaignsFeature = defineFeature(campaignRoutes, {
  screens: {
    campañas: {
      resource: 'campaigns',
      element: lazyScreen(
        () => import('./CampaignList'),
        (m) => m.CampaignList,
      ),
    },
    'nueva campaña': {
      resource: 'campaigns',
      element: lazyScreen(
        () => import('./CampaignCreate'),
        (m) => m.CampaignCreate,
      ),
    },
    'ver campaña': {
      resource: 'campaigns',
      element: lazyScreen(
        () => import('./CampaignShow'),
        (m) => m.CampaignShow,
      ),
    },
    'editar campaña': {
      resource: 'campaigns',
      element: lazyScreen(
        () => import('./CampaignEdit'),
        (m) => m.CampaignEdit,
      ),
    },
  },
  menu: [{ route: 'campañas', label: 'Campañas', icon: <CampaignIcon />, order: 40 }],
});
