import type { Screens } from '../../screens';
import { CampaignCreate } from './CampaignCreate';
import { CampaignEdit } from './CampaignEdit';
import { CampaignList } from './CampaignList';
import { CampaignShow } from './CampaignShow';

/** Screens of this folder by route name (src/routes.ts). */
export const screens: Screens = {
  campañas: { resource: 'campaigns', element: <CampaignList /> },
  'nueva campaña': { resource: 'campaigns', element: <CampaignCreate /> },
  'ver campaña': { resource: 'campaigns', element: <CampaignShow /> },
  'editar campaña': { resource: 'campaigns', element: <CampaignEdit /> },
};
