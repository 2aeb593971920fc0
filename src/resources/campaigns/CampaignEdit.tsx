import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { CAMPAIGN_MESSAGES, type CampaignData } from '../../domain/schemas/campaign';
import { MESSAGES } from '../../domain/messages';
import { paths } from '../../routes';
import { CampaignForm } from './CampaignForm';
import { CampaignLoadError } from './CampaignLoadError';
import { serverMessageOf } from './errors';
import type { Campaign } from './types';

/** /admin/campaigns/{id}/edit: an update failure shows the server's text (spec 8). */
export function CampaignEdit() {
  const { id = '' } = useParams();
  const { data: record, error, isPending } = useGetOne<Campaign>('campaigns', { id }, { retry: false });
  const [update] = useUpdate<Campaign>();
  const notify = useNotify();
  const navigate = useNavigate();
  if (isPending) return <LinearProgress />;
  if (error || !record) return <CampaignLoadError error={error} />;

  const onSave = async (data: CampaignData) => {
    try {
      await update('campaigns', { id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(CAMPAIGN_MESSAGES.saved, { type: 'success' });
      void navigate(paths.campaigns.show(id));
      return null;
    } catch (e) {
      return { message: serverMessageOf(e) ?? MESSAGES.genericError };
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CampaignForm
          defaultValues={{ description: record.description, dateFrom: record.dateFrom, dateTo: record.dateTo }}
          onSave={onSave}
          cancelTo={paths.campaigns.show(id)}
        />
      </Card>
    </Box>
  );
}

export default CampaignEdit;
