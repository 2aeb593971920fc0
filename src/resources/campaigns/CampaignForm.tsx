import { FormFromSchema, InputsFromSchema } from '../../components/resource';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import type { DialogMessage } from '../../components/MessageDialog';
import { CAMPAIGN_RESOURCE } from '../../domain/campaigns/resource';
import { campaignFormProblem, campaignSchema, emptyCampaign } from '../../domain/campaigns/schema';

/**
 * Description and date range with 'Guardar' (docs/rules/campaigns.md#alta-y-edición), inside its Create or Edit controller.
 * A failed check opens the spec's dialog ('Hay campos incompletos.' or 'Intervalo de fechas no
 * válido.'); any refusal of the server opens the screen's `failureDialog`.
 */
export function CampaignForm({ failureDialog, cancelTo }: { failureDialog: (error: unknown) => DialogMessage; cancelTo: string }) {
  const { showMessage } = useErrorDialog();
  const onInvalid = (messages: string[]) => {
    const problem = campaignFormProblem(messages);
    showMessage(problem ? { message: problem.title, footer: problem.footer } : { message: messages[0] ?? '' });
  };
  return (
    <FormFromSchema
      schema={campaignSchema}
      defaultValues={emptyCampaign}
      onInvalid={onInvalid}
      validationErrors="dialog"
      errorDialog={failureDialog}
      cancelTo={cancelTo}
    >
      <InputsFromSchema description={CAMPAIGN_RESOURCE} />
    </FormFromSchema>
  );
}

export default CampaignForm;
