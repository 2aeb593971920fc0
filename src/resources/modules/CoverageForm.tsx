import { zodResolver } from '@hookform/resolvers/zod';
import { Form, SaveButton } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { coverageSchema, emptyCoverage } from '../../domain/schemas/coverage';
import { ValidationErrors } from '../../components/ValidationErrors';
import { useServerValidatedSave } from '../../components/useServerValidatedSave';
import { CoverageInputs } from './CoverageInputs';

/** Create/edit form of a coverage: the shared zod schema, server 422 messages on their fields and listed. */
export function CoverageForm({ cancelTo }: { cancelTo?: string }) {
  const navigate = useNavigate();
  const { onSubmit, serverMessages } = useServerValidatedSave();

  return (
    <Form
      resolver={zodResolver(coverageSchema)}
      defaultValues={emptyCoverage}
      onSubmit={onSubmit}
      mode="onSubmit"
      reValidateMode="onChange"
      noValidate
    >
      <CardContent>
        <ValidationErrors messages={serverMessages} />
        <CoverageInputs />
      </CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <SaveButton label="Guardar" alwaysEnable />
        <Button onClick={() => (cancelTo ? navigate(cancelTo) : navigate(-1))}>Cancelar</Button>
      </Box>
    </Form>
  );
}

export default CoverageForm;
