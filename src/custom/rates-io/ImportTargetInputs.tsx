import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Campaign, Company } from '../../domain/reference/entity';
import { RATES_IO_MESSAGES } from '../../domain/rates/import';
import { defaultCampaign } from './useRatesIoOptions';

/** The import's campaign and insurer selects; they start on the current campaign and the first insurer. */
export function ImportTargetInputs({
  campaigns,
  companies,
  disabled,
}: {
  campaigns: Campaign[] | null;
  companies: Company[];
  disabled: boolean;
}) {
  const { control, getValues, setValue } = useFormContext<{ campaign: string; company: string }>();
  useEffect(() => {
    const current = campaigns && defaultCampaign(campaigns);
    if (current && !getValues('campaign')) setValue('campaign', String(current.id));
  }, [campaigns, getValues, setValue]);
  useEffect(() => {
    const first = companies[0];
    if (first && !getValues('company')) setValue('company', String(first.id));
  }, [companies, getValues, setValue]);

  const select = (name: 'campaign' | 'company', label: string, options: { id: number; text: string }[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          {...field}
          value={field.value ?? ''}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <>
      {select(
        'campaign',
        'Campaña',
        (campaigns ?? []).map((c) => ({ id: c.id, text: c.description })),
      )}
      {select(
        'company',
        'Aseguradora',
        companies.map((c) => ({ id: c.id, text: c.name })),
      )}
    </>
  );
}

/** 'Error al obtener las campañas' above the import and export forms when the campaigns do not load. */
export function CampaignsFailed({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {RATES_IO_MESSAGES.campaignsError}
    </Alert>
  ) : null;
}
