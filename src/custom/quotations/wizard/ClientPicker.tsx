// The client of a request or quotation (docs/rules/quotations.md#cliente-en-el-asistente): one of the producer's clients, or a new one typed here (NUEVO CLIENTE / CANCELAR).
// Switching between the two clears the other: the payload carries client_id or client.
import { AutocompleteInput, ReferenceInput, useCanAccess } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useUserChoices } from '../../../api/users';
import { ReferenceSelectInput } from '../../../components/inputs/ReferenceSelectInput';
import { formatCuit } from '../../../domain/core/cuit';
import { MESSAGES } from '../../../domain/core/messages';
import { ClientInputs } from '../../../resources/clients/ClientInputs';

/** The empty new client of the sub-form. */
export const EMPTY_CLIENT = {
  name: '',
  lastname: '',
  cuit: '',
  address: '',
  province: '',
  location: '',
  cell: '',
  email: '',
  sancorId: '',
};

const clientText = (c: { name?: string | null; lastname?: string; cuit?: string }) =>
  `${[c.name, c.lastname].filter(Boolean).join(' ')}${c.cuit ? ` (${formatCuit(c.cuit)})` : ''}`;

export function ClientPicker() {
  const { setValue } = useFormContext();
  const newClient: unknown = useWatch({ name: 'client' });
  const creating = !!newClient;
  const toggle = () => {
    setValue('client_id', null, { shouldDirty: true });
    setValue('client', creating ? null : { ...EMPTY_CLIENT }, { shouldDirty: true });
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Cliente
        </Typography>
        <Button variant={creating ? 'outlined' : 'contained'} color={creating ? 'inherit' : 'primary'} onClick={toggle}>
          {creating ? 'CANCELAR' : 'NUEVO CLIENTE'}
        </Button>
      </Box>
      {creating ? (
        <Box data-testid="new-client">
          <ClientInputs prefix="client." withOwner={false} />
        </Box>
      ) : (
        <ReferenceInput source="client_id" reference="clients" perPage={25}>
          <AutocompleteInput
            label="Cliente"
            optionText={clientText}
            noOptionsText={MESSAGES.clientNotFound}
            filterToQuery={(q: string) => ({ q })}
            helperText={false}
            fullWidth
          />
        </ReferenceInput>
      )}
    </Box>
  );
}

/** The producer the negotiation is for: only the roles that may choose see it (negotiations.chooseProducer). */
export function ProducerPicker() {
  const { canAccess } = useCanAccess({ resource: 'negotiations', action: 'chooseProducer' });
  const choices = useUserChoices(!!canAccess);
  if (!canAccess) return null;
  return (
    <ReferenceSelectInput
      source="user_id"
      label="Productor"
      choices={choices}
      optionText="fullName"
      autocomplete
      noOptionsText={MESSAGES.producerNotFound}
    />
  );
}
