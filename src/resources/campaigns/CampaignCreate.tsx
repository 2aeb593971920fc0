import { CreateFromSchema } from '../../components/resource';
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
  return (
    <CreateFromSchema<Campaign>
      resource="campaigns"
      successMessage={CAMPAIGN_MESSAGES.created}
      showPath={(saved) => pathTo('ver campaña', { id: saved.id })}
    >
      <CampaignForm failureDialog={overlapDialog} cancelTo={pathTo('campañas')} />
    </CreateFromSchema>
  );
}

export default CampaignCreate;
