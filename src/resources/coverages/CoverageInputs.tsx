import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { COMPANY_IDS, COVERAGE_TYPES } from '../../domain/core/constants';
import { toInteger } from '../../domain/coverages/schema';
import { useCampaigns, useCompanies, useCrops } from '../../api/reference';
import { ReferenceSelectInput } from '../../components/inputs/ReferenceSelectInput';
import { harvestName } from './types';

export const COVERAGE_LABELS = {
  description: 'Nombre de la cobertura',
  coverageType: 'Tipo',
  campaignId: 'Campaña',
  companyId: 'Aseguradora',
  cropId: 'Cultivo',
  harvest: 'Cosecha',
  sancorId: 'Sancor ID',
  video: 'Link del video',
  pdfDescription: 'Descripción para el PDF',
  allowMultipleRisks: 'Permite varios riesgos',
  sortOrder: 'Orden',
} as const;

const half = { xs: 12, md: 6 } as const;

/** The coverage fields (docs/rules/coverages.md#alta-y-edición): the harvest is copied from the chosen crop. */
export function CoverageInputs() {
  const crops = useCrops();
  const companies = useCompanies();
  const campaigns = useCampaigns();
  const { setValue } = useFormContext();
  const cropId = useWatch({ name: 'cropId' });
  const companyId = useWatch({ name: 'companyId' });
  const harvest = crops.data?.find((c) => String(c.id) === String(cropId))?.harvest ?? '';
  useEffect(() => {
    if (harvest) setValue('harvest', harvest);
  }, [harvest, setValue]);
  const isSancor = toInteger(companyId) === COMPANY_IDS.sancor;

  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <TextInput source="description" label={COVERAGE_LABELS.description} fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <SelectInput source="coverageType" label={COVERAGE_LABELS.coverageType} choices={[...COVERAGE_TYPES]} fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <ReferenceSelectInput
          source="campaignId"
          label={COVERAGE_LABELS.campaignId}
          choices={campaigns}
          optionText="description"
          isRequired
          helperText=""
        />
      </Grid>
      <Grid size={half}>
        <ReferenceSelectInput source="companyId" label={COVERAGE_LABELS.companyId} choices={companies} isRequired helperText="" />
      </Grid>
      {isSancor && (
        <Grid size={half}>
          <TextInput
            source="sancorId"
            label={COVERAGE_LABELS.sancorId}
            fullWidth
            isRequired
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      )}
      <Grid size={half}>
        <ReferenceSelectInput
          source="cropId"
          label={COVERAGE_LABELS.cropId}
          choices={crops}
          optionText="description"
          isRequired
          helperText=""
        />
      </Grid>
      <Grid size={half}>
        <TextField
          label={COVERAGE_LABELS.harvest}
          value={harvestName(harvest)}
          fullWidth
          margin="dense"
          size="small"
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          helperText="Se copia del cultivo"
        />
      </Grid>
      <Grid size={half}>
        <TextInput source="video" label={COVERAGE_LABELS.video} fullWidth />
      </Grid>
      <Grid size={half}>
        <NumberInput source="sortOrder" label={COVERAGE_LABELS.sortOrder} fullWidth step={1} min={0} />
      </Grid>
      <Grid size={12}>
        <TextInput source="pdfDescription" label={COVERAGE_LABELS.pdfDescription} fullWidth multiline minRows={3} />
      </Grid>
      <Grid size={12}>
        <BooleanInput
          source="allowMultipleRisks"
          label={COVERAGE_LABELS.allowMultipleRisks}
          format={(v) => v === true || v === 1 || v === '1'}
          parse={(v) => (v ? 1 : 0)}
        />
      </Grid>
    </Grid>
  );
}

export default CoverageInputs;
