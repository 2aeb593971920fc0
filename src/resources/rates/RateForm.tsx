import { TextInput, useCreate, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useCrops } from '../../api/reference';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ProvinceInput, ZoneInput } from '../../components/inputs/PlaceInputs';
import { NumberInput } from '../../components/inputs/NumberInput';
import { ReferenceSelectInput } from '../../components/inputs/ReferenceSelectInput';
import { rateFormSchema } from '../../domain/rates/schema';
import { RATE_TOASTS, type Coverage } from '../coverages/types';

export const RATE_LABELS = {
  province: 'Provincia',
  zone: 'Departamento',
  crop: 'Cultivo',
  franchiseDeductible: 'Franquicia/Deducible',
  amount: 'Prima sin impuestos (%)',
} as const;

const emptyRate = { provinceId: '', zoneId: '', cropId: '', franchiseDeductible: '', amount: '' };

const half = { xs: 12, sm: 6 } as const;

function RateInputs({ coverage }: { coverage: Pick<Coverage, 'companyId' | 'harvest'> }) {
  const crops = useCrops();
  // Only the crops of the coverage's harvest.
  const harvestCrops = { ...crops, data: crops.data?.filter((c) => !coverage.harvest || c.harvest === coverage.harvest) };
  return (
    <Grid container columnSpacing={2}>
      <Grid size={half}>
        <ProvinceInput label={RATE_LABELS.province} />
      </Grid>
      <Grid size={half}>
        <ZoneInput label={RATE_LABELS.zone} companyId={coverage.companyId} isRequired />
      </Grid>
      <Grid size={half}>
        <ReferenceSelectInput source="cropId" label={RATE_LABELS.crop} choices={harvestCrops} optionText="description" isRequired />
      </Grid>
      <Grid size={half}>
        <TextInput source="franchiseDeductible" label={RATE_LABELS.franchiseDeductible} fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <NumberInput source="amount" label={RATE_LABELS.amount} fullWidth isRequired />
      </Grid>
    </Grid>
  );
}

/** 'Nueva tasa' of a coverage (docs/rules/rates.md#validaciones): department of the province and insurer, crop of the coverage's harvest. */
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
  // `record`: a new rate, not the coverage of the page's record context.
  return (
    <AppForm
      schema={rateFormSchema}
      defaultValues={emptyRate}
      record={emptyRate}
      submit={({ provinceId: _province, ...rate }) =>
        create('rates', { data: { ...rate, moduleId: coverage.id } }, { returnPromise: true })
      }
      onSuccess={() => {
        notify(RATE_TOASTS.created, { type: 'success' });
        onDone();
      }}
    >
      <RateInputs coverage={coverage} />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <SubmitButton label="Guardar" />
        <Button onClick={onCancel}>Cancelar</Button>
      </Box>
    </AppForm>
  );
}

export default RateForm;
