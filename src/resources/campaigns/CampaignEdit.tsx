import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { EditFromSchema } from '../../components/resource';
import { failureDetail } from '../../components/form/errorDialog';
import { MESSAGES } from '../../domain/core/messages';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/schema';
import { pathTo } from '../../routes';
import { CampaignForm } from './CampaignForm';
import { CampaignLoadError } from './CampaignLoadError';

/** An update failure shows the server's text (docs/rules/campaigns.md#alta-y-edición). */
const updateFailure = (error: unknown) => ({ message: failureDetail(error) ?? MESSAGES.genericError });

/** /admin/campaigns/{id}/edit. */
export function CampaignEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <EditFromSchema
        resource="campaigns"
        id={id}
        successMessage={CAMPAIGN_MESSAGES.saved}
        onSaved={() => navigate(pathTo('ver campaña', { id }))}
        loadError={(error) => <CampaignLoadError error={error} />}
      >
        <CampaignForm failureDialog={updateFailure} cancelTo={pathTo('ver campaña', { id })} />
      </EditFromSchema>
    </Box>
  );
}

export default CampaignEdit;
