import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormContext, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { AutocompleteInput, Form, SaveButton, SelectInput, TextInput, useCreate, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { rateFormSchema } from '../../domain/schemas/rate';
import { MESSAGES } from '../../domain/messages';
import { ValidationErrors } from '../../components/ValidationErrors';
import { firstErrorPerField, validationErrorsOf, validationMessagesOf } from '../../components/errors';
import { useCrops, useProvinceZones, useProvinces } from './useReferenceChoices';
import { RATE_TOASTS, type Coverage } from './types';

export const RATE_LABELS = {
  province: 'Provincia',
  zone: 'Departamento',
  crop: 'Cultivo',
  franchiseDeductible: 'Franquicia/Deducible',
  amount: 'Prima sin impuestos (%)',
} as const;

const emptyRate: Record<string, unknown> = { provinceId: '', zoneId: '', cropId: '', franchiseDeductible: '', amount: '' };

export const NO_ZONE = 'No se encontró el departamento.';

function RateInputs({ coverage }: { coverage: Pick<Coverage, 'companyId' | 'harvest'> }) {
  const { setValue } = useFormContext();
  const provinceId = useWatch({ name: 'provinceId' });
  const { data: provinces = [] } = useProvinces();
  const { data: zones = [] } = useProvinceZones(provinceId, coverage.companyId);
  const { data: crops = [] } = useCrops();
  const harvestCrops = crops.filter((c) => !coverage.harvest || c.harvest === coverage.harvest);
  useEffect(() => {
    setValue('zoneId', '');
  }, [provinceId, setValue]);
  const half = { xs: 12, sm: 6 } as const;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={half}>
        <SelectInput source="provinceId" label={RATE_LABELS.province} choices={provinces} fullWidth />
      </Grid>
      <Grid size={half}>
        <AutocompleteInput
          source="zoneId"
          label={RATE_LABELS.zone}
          choices={zones}
          optionText="description"
          noOptionsText={NO_ZONE}
          disabled={!provinceId}
          fullWidth
          isRequired
        />
      </Grid>
      <Grid size={half}>
        <SelectInput source="cropId" label={RATE_LABELS.crop} choices={harvestCrops} optionText="description" fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <TextInput source="franchiseDeductible" label={RATE_LABELS.franchiseDeductible} fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <TextInput source="amount" label={RATE_LABELS.amount} fullWidth isRequired slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Grid>
    </Grid>
  );
}

/** 'Nueva tasa' of a coverage (spec 5, Rate): department of the province, crop of the coverage's harvest. */
export function RateForm({
  coverage,
  onDone,
  onCancel,
}: {
  coverage: Pick<Coverage, 'id' | 'companyId' | 'harvest'>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [create] = useCreate();
  const notify = useNotify();
  const [serverMessages, setServerMessages] = useState<string[]>([]);

  const onSubmit = async (values: Record<string, unknown>) => {
    setServerMessages([]);
    const { provinceId: _province, ...data } = values;
    try {
      await create('rates', { data: { ...data, moduleId: coverage.id } }, { returnPromise: true });
      notify(RATE_TOASTS.created, { type: 'success' });
      onDone();
    } catch (error) {
      const errors = validationErrorsOf(error);
      if (errors) {
        setServerMessages(validationMessagesOf(error));
        const { root: _root, ...fields } = errors;
        return firstErrorPerField(fields);
      }
      notify(error instanceof Error && error.message ? error.message : MESSAGES.genericError, { type: 'error' });
    }
  };

  // `record`: a new rate, not the coverage of the page's record context (its crop and description).
  return (
    <Form
      resolver={zodResolver(rateFormSchema) as unknown as Resolver<FieldValues>}
      defaultValues={emptyRate}
      record={emptyRate}
      onSubmit={onSubmit}
      mode="onSubmit"
      reValidateMode="onChange"
      noValidate
    >
      <ValidationErrors messages={serverMessages} />
      <RateInputs coverage={coverage} />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <SaveButton label="Guardar" alwaysEnable />
        <Button onClick={onCancel}>Cancelar</Button>
      </Box>
    </Form>
  );
}

export default RateForm;
