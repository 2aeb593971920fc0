import { useCreate, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { CAMPAIGN_MESSAGES, type CampaignData } from '../../domain/schemas/campaign';
import { paths } from '../../routes';
import { CampaignForm } from './CampaignForm';
import { serverMessageOf } from './errors';
import type { Campaign } from './types';

/** /admin/campaigns/new: any server refusal is shown as 'Fechas de campaña solapadas' (spec 5). */
export function CampaignCreate() {
  const [create] = useCreate<Campaign>();
  const notify = useNotify();
  const navigate = useNavigate();
  const onSave = async (data: CampaignData) => {
    try {
      const saved = (await create('campaigns', { data }, { returnPromise: true })) as Campaign;
      notify(CAMPAIGN_MESSAGES.created, { type: 'success' });
      void navigate(paths.campaigns.show(saved.id));
      return null;
    } catch (error) {
      return { message: CAMPAIGN_MESSAGES.overlapTitle, footer: CAMPAIGN_MESSAGES.overlapFooter, detail: serverMessageOf(error) };
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CampaignForm onSave={onSave} cancelTo={paths.campaigns.list} />
      </Card>
    </Box>
  );
}

export default CampaignCreate;
