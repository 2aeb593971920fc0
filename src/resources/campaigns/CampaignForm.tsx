import { DateInput, TextInput } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import type { DialogMessage } from '../../components/MessageDialog';
import { campaignFormProblem, campaignSchema, emptyCampaign } from '../../domain/campaigns/schema';

export const CAMPAIGN_LABELS = { description: 'Descripción', dateFrom: 'Fecha desde', dateTo: 'Fecha hasta' } as const;

/**
 * Description and date range with 'Guardar' (docs/rules/campaigns.md#alta-y-edición), inside its Create or Edit controller.
 * A failed check opens the spec's dialog ('Hay campos incompletos.' or 'Intervalo de fechas no
 * válido.'); any refusal of the server opens the screen's `failureDialog`.
 */
export function CampaignForm({ failureDialog, cancelTo }: { failureDialog: (error: unknown) => DialogMessage; cancelTo: string }) {
  const navigate = useNavigate();
  const { showMessage } = useErrorDialog();
  const onInvalid = (messages: string[]) => {
    const problem = campaignFormProblem(messages);
    showMessage(problem ? { message: problem.title, footer: problem.footer } : { message: messages[0] ?? '' });
  };
  return (
    <AppForm
      schema={campaignSchema}
      defaultValues={emptyCampaign}
      onInvalid={onInvalid}
      validationErrors="dialog"
      errorDialog={failureDialog}
    >
      <CardContent>
        <Grid container columnSpacing={2}>
          <Grid size={12}>
            <TextInput source="description" label={CAMPAIGN_LABELS.description} isRequired fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateInput source="dateFrom" label={CAMPAIGN_LABELS.dateFrom} isRequired fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateInput source="dateTo" label={CAMPAIGN_LABELS.dateTo} isRequired fullWidth />
          </Grid>
        </Grid>
      </CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <SubmitButton label="Guardar" />
        <Button onClick={() => void navigate(cancelTo)}>Cancelar</Button>
      </Box>
    </AppForm>
  );
}

export default CampaignForm;
