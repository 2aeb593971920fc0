import { EditBase, useEditContext, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { failureDetail } from '../../components/form/errorDialog';
import type { Campaign } from '../../domain/reference/entity';
import { MESSAGES } from '../../domain/core/messages';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/schema';
import { pathTo } from '../../routes';
import { CampaignForm } from './CampaignForm';
import { CampaignLoadError } from './CampaignLoadError';

/** An update failure shows the server's text (docs/rules/campaigns.md#alta-y-edición). */
const updateFailure = (error: unknown) => ({ message: failureDetail(error) ?? MESSAGES.genericError });

function CampaignEditView({ id }: { id: string }) {
  const { record, error, isPending } = useEditContext<Campaign>();
  if (isPending) return <LinearProgress />;
  if (error || !record) return <CampaignLoadError error={error} />;
  return (
    <Card>
      <CampaignForm failureDialog={updateFailure} cancelTo={pathTo('ver campaña', { id })} />
    </Card>
  );
}

/** /admin/campaigns/{id}/edit. */
export function CampaignEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <EditBase<Campaign>
        resource="campaigns"
        id={Number(id)}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ retry: false, onError: () => undefined }}
        mutationOptions={{
          onSuccess: () => {
            notify(CAMPAIGN_MESSAGES.saved, { type: 'success' });
            void navigate(pathTo('ver campaña', { id }));
          },
        }}
      >
        <CampaignEditView id={id} />
      </EditBase>
    </Box>
  );
}

export default CampaignEdit;
