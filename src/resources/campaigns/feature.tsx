import CampaignIcon from '@mui/icons-material/Event';
import { defineFeature } from '../../router/feature';
import { CampaignCreate } from './CampaignCreate';
import { CampaignEdit } from './CampaignEdit';
import { CampaignList } from './CampaignList';
import { CampaignShow } from './CampaignShow';
import { campaignRoutes } from './routes';

export const campaignsFeature = defineFeature(campaignRoutes, {
  screens: {
    campañas: { resource: 'campaigns', element: <CampaignList /> },
    'nueva campaña': { resource: 'campaigns', element: <CampaignCreate /> },
    'ver campaña': { resource: 'campaigns', element: <CampaignShow /> },
    'editar campaña': { resource: 'campaigns', element: <CampaignEdit /> },
  },
  menu: [{ route: 'campañas', label: 'Campañas', icon: <CampaignIcon />, order: 40 }],
});
