import { RecordError } from '../../components/RecordError';
import { describeError } from '../../components/form/errorDialog';
import { MESSAGES } from '../../domain/core/messages';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/schema';
import { MessagePage } from '../../pages/MessagePage';
import { pathTo } from '../../routes';

/** A campaign that could not be loaded: 403/404 pages, else 'Error al obtener las campañas'. */
export function CampaignLoadError({ error }: { error: unknown }) {
  const { status } = describeError(error);
  if (status === 403 || status === 404) return <RecordError error={error} />;
  return <MessagePage title={MESSAGES.errorTitle} message={CAMPAIGN_MESSAGES.loadError} linkTo={pathTo('campañas')} linkText="Volver" />;
}

export default CampaignLoadError;
