import { zodResolver } from '@hookform/resolvers/zod';
import { Form, SaveButton } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { useNavigate } from 'react-router';
import { clientSchema, emptyClient } from '../../domain/schemas/client';
import { ValidationErrors } from '../../components/ValidationErrors';
import { useServerValidatedSave } from '../../components/useServerValidatedSave';
import { ClientInputs } from './ClientInputs';

/**
 * Create/edit form of a client: zod resolver over the domain schema; server 422
 * messages on their fields and listed under 'Ocurrió un error de validación.'.
 */
export function ClientForm({ cancelTo }: { cancelTo?: string }) {
  const navigate = useNavigate();
  const { onSubmit, serverMessages } = useServerValidatedSave();

  return (
    <Form
      resolver={zodResolver(clientSchema)}
      defaultValues={emptyClient}
      onSubmit={onSubmit}
      mode="onSubmit"
      reValidateMode="onChange"
      noValidate
    >
      <CardContent>
        <ValidationErrors messages={serverMessages} />
        <ClientInputs />
      </CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <SaveButton label="Guardar" alwaysEnable />
        <Button onClick={() => (cancelTo ? navigate(cancelTo) : navigate(-1))}>Cancelar</Button>
      </Box>
    </Form>
  );
}

export default ClientForm;
