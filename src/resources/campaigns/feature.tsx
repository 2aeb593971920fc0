import CampaignIcon from '@mui/icons-material/Event';
import { defineFeature } from '../../router/feature';
import { lazyScreen } from '../../router/lazyScreen';
import { campaignRoutes } from './routes';

export const campaignsFeature = defineFeature(campaignRoutes, {
  screens: {
    campañas: {
      resource: 'campaigns',
      ...lazyScreen(
        () => import('./CampaignList'),
        (m) => m.CampaignList,
      ),
    },
    'nueva campaña': {
      resource: 'campaigns',
      ...lazyScreen(
        () => import('./CampaignCreate'),
        (m) => m.CampaignCreate,
      ),
    },
    'ver campaña': {
      resource: 'campaigns',
      ...lazyScreen(
        () => import('./CampaignShow'),
        (m) => m.CampaignShow,
      ),
    },
    'editar campaña': {
      resource: 'campaigns',
      ...lazyScreen(
        () => import('./CampaignEdit'),
        (m) => m.CampaignEdit,
      ),
    },
  },
  menu: [{ route: 'campañas', label: 'Campañas', icon: <CampaignIcon />, order: 40 }],
});
