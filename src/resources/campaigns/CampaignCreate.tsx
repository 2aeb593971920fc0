import { CreateBase, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { failureDetail } from '../../components/form/errorDialog';
import type { Campaign } from '../../domain/reference/entity';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/schema';
import { pathTo } from '../../routes';
import { CampaignForm } from './CampaignForm';

/** Any refusal of a new campaign is 'Fechas de campaña solapadas' (docs/rules/campaigns.md#alta-y-edición), with the server's reason. */
const overlapDialog = (error: unknown) => ({
  message: CAMPAIGN_MESSAGES.overlapTitle,
  footer: CAMPAIGN_MESSAGES.overlapFooter,
  detail: failureDetail(error),
});

/** /admin/campaigns/new. */
export function CampaignCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <CreateBase<Campaign>
        resource="campaigns"
        redirect={false}
        mutationOptions={{
          onSuccess: (saved: Campaign) => {
            notify(CAMPAIGN_MESSAGES.created, { type: 'success' });
            void navigate(pathTo('ver campaña', { id: saved.id }));
          },
        }}
      >
        <Card>
          <CampaignForm failureDialog={overlapDialog} cancelTo={pathTo('campañas')} />
        </Card>
      </CreateBase>
    </Box>
  );
}

export default CampaignCreate;
