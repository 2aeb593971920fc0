import { useCreate, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useCrops } from '../../api/reference';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ProvinceInput, ZoneInput } from '../../components/inputs/PlaceInputs';
import { ReferenceSelectInput } from '../../components/inputs/ReferenceSelectInput';
import { CELL_SIZE, InputsFromSchema } from '../../components/resource';
import { formFields } from '../../domain/core/resource';
import { RATE_RESOURCE } from '../../domain/rates/resource';
import { rateFormSchema } from '../../domain/rates/schema';
import { RATE_TOASTS, type Coverage } from '../coverages/types';

const { fields } = RATE_RESOURCE;

const emptyRate = Object.fromEntries(formFields(RATE_RESOURCE).map((f) => [f, '']));

/** The department of the coverage's insurer, after its province; the crops of the coverage's harvest. */
function RateInputs({ coverage }: { coverage: Pick<Coverage, 'companyId' | 'harvest'> }) {
  const crops = useCrops();
  const harvestCrops = { ...crops, data: crops.data?.filter((c) => !coverage.harvest || c.harvest === coverage.harvest) };
  return (
    <InputsFromSchema
      description={RATE_RESOURCE}
      render={{
        provinceId: (
          <Grid size={CELL_SIZE.half}>
            <ProvinceInput label={fields.provinceId.label} />
          </Grid>
        ),
        zoneId: (
          <Grid size={CELL_SIZE.half}>
            <ZoneInput label={fields.zoneId.label} companyId={coverage.companyId} isRequired />
          </Grid>
        ),
        cropId: (
          <Grid size={CELL_SIZE.half}>
            <ReferenceSelectInput
              source="cropId"
              label={fields.cropId.label}
              choices={harvestCrops}
              optionText={fields.cropId.optionText}
              isRequired
            />
          </Grid>
        ),
      }}
    />
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
