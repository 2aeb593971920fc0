import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, SaveButton, useNotify, useSaveContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { useNavigate } from 'react-router';
import { clientSchema, emptyClient } from '../../domain/schemas/client';
import { ValidationErrors } from '../../components/ValidationErrors';
import { validationErrorsOf, validationMessagesOf } from '../../components/errors';
import { ClientInputs } from './ClientInputs';
import { MESSAGES } from '../../domain/messages';

const GENERIC_ERROR = MESSAGES.genericError;

/**
 * Create/edit form of a client: zod resolver over the domain schema; server 422
 * messages on their fields and listed under 'Ocurrió un error de validación.'.
 */
export function ClientForm({ cancelTo }: { cancelTo?: string }) {
  const { save } = useSaveContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const [serverMessages, setServerMessages] = useState<string[]>([]);

  const onSubmit = async (values: Record<string, unknown>) => {
    setServerMessages([]);
    if (!save) return;
    return save(values, {
      onError: (error: unknown) => {
        if (validationErrorsOf(error)) {
          setServerMessages(validationMessagesOf(error));
          return; // the form shows the messages on their fields; react-admin notifies the heading
        }
        notify(error instanceof Error && error.message ? error.message : GENERIC_ERROR, { type: 'error' });
      },
    });
  };

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
