import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { COMPANY_IDS } from '../../domain/coverages/companies';
import { COVERAGE_RESOURCE } from '../../domain/coverages/resource';
import { toInteger } from '../../domain/coverages/schema';
import { useCrops } from '../../api/reference';
import { CELL_SIZE, InputsFromSchema } from '../../components/resource';
import { harvestName } from './types';

const { fields } = COVERAGE_RESOURCE;

/** The crop's harvest, read only: the form copies it from the chosen crop. */
function HarvestField() {
  const crops = useCrops();
  const { setValue } = useFormContext();
  const cropId = useWatch({ name: 'cropId' });
  const harvest = crops.data?.find((c) => String(c.id) === String(cropId))?.harvest ?? '';
  useEffect(() => {
    if (harvest) setValue('harvest', harvest);
  }, [harvest, setValue]);
  return (
    <Grid size={CELL_SIZE.half}>
      <TextField
        label={fields.harvest.label}
        value={harvestName(harvest)}
        fullWidth
        margin="dense"
        size="small"
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        helperText="Se copia del cultivo"
      />
    </Grid>
  );
}

/** 'Sancor ID', only for a coverage of Sancor. */
function SancorIdInput() {
  const companyId = useWatch({ name: 'companyId' });
  if (toInteger(companyId) !== COMPANY_IDS.sancor) return null;
  return (
    <Grid size={CELL_SIZE.half}>
      <TextInput source="sancorId" label={fields.sancorId.label} fullWidth isRequired slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </Grid>
  );
}

/** The coverage fields (docs/rules/coverages.md#alta-y-edición): the harvest is copied from the chosen crop. */
export function CoverageInputs() {
  return <InputsFromSchema description={COVERAGE_RESOURCE} render={{ harvest: <HarvestField />, sancorId: <SancorIdInput /> }} />;
}

export default CoverageInputs;
