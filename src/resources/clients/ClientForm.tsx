import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { useNavigate } from 'react-router';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { emptyClient } from '../../domain/clients/schema';
import { clientPayloadSchema } from '../../domain/clients/payload';
import { ClientInputs } from './ClientInputs';

/** Create/edit form of a client (inside its Create or Edit controller); admin and sudo also choose its producer. */
export function ClientForm({ cancelTo }: { cancelTo?: string }) {
  const navigate = useNavigate();
  return (
    <AppForm schema={clientPayloadSchema} defaultValues={emptyClient}>
      <CardContent>
        <ClientInputs />
      </CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <SubmitButton label="Guardar" />
        <Button onClick={() => void (cancelTo ? navigate(cancelTo) : navigate(-1))}>Cancelar</Button>
      </Box>
    </AppForm>
  );
}

export default ClientForm;
