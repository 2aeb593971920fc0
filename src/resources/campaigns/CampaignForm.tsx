import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import SaveIcon from '@mui/icons-material/Save';
import { campaignFormProblem, campaignSchema, emptyCampaign, type CampaignData, type CampaignInput } from '../../domain/schemas/campaign';
import { MessageDialog, type DialogMessage } from '../../components/MessageDialog';

export const CAMPAIGN_LABELS = { description: 'Descripción', dateFrom: 'Fecha desde', dateTo: 'Fecha hasta' } as const;

const messagesOf = (errors: FieldErrors<CampaignInput>) =>
  Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => typeof m === 'string');

/**
 * Description and date range with 'Guardar' (spec 2.7). A failed check opens the spec's
 * dialog ('Hay campos incompletos.' or 'Intervalo de fechas no válido.'); `onSave` answers
 * the dialog to show when the server refuses, or null when saved.
 */
export function CampaignForm({
  defaultValues = emptyCampaign,
  onSave,
  cancelTo,
}: {
  defaultValues?: CampaignInput;
  onSave: (data: CampaignData) => Promise<DialogMessage | null>;
  cancelTo: string;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CampaignInput, unknown, CampaignData>({
    resolver: zodResolver(campaignSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onValid = async (data: CampaignData) => setDialog(await onSave(data));
  const onInvalid = (errors: FieldErrors<CampaignInput>) => {
    const problem = campaignFormProblem(messagesOf(errors));
    setDialog(problem ? { message: problem.title, footer: problem.footer } : { message: messagesOf(errors)[0] ?? '' });
  };

  const field = (name: keyof CampaignInput, type: 'text' | 'date') => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          {...f}
          value={f.value ?? ''}
          type={type}
          label={CAMPAIGN_LABELS[name]}
          required
          fullWidth
          margin="dense"
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)}>
      <CardContent>
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12 }}>{field('description', 'text')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('dateFrom', 'date')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('dateTo', 'date')}</Grid>
        </Grid>
      </CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={isSubmitting}>
          Guardar
        </Button>
        <Button onClick={() => navigate(cancelTo)}>Cancelar</Button>
      </Box>
      <MessageDialog dialog={dialog} onClose={() => setDialog(null)} />
    </form>
  );
}

export default CampaignForm;
