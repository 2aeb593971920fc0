import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { coverageSchema, emptyCoverage } from '../../domain/coverages/schema';
import { CoverageInputs } from './CoverageInputs';

/** Create/edit form of a coverage (inside its Create or Edit controller). */
export function CoverageForm({ cancelTo }: { cancelTo?: string }) {
  const navigate = useNavigate();
  return (
    <AppForm schema={coverageSchema} defaultValues={emptyCoverage} fieldNames={{ campaign_id: 'campaignId' }}>
      <CardContent>
        <CoverageInputs />
      </CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <SubmitButton label="Guardar" />
        <Button onClick={() => void (cancelTo ? navigate(cancelTo) : navigate(-1))}>Cancelar</Button>
      </Box>
    </AppForm>
  );
}

export default CoverageForm;
