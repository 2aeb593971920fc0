import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useCanAccess } from 'react-admin';
import Grid from '@mui/material/Grid';
import { useUserChoices } from '../../api/users';
import { ReferenceSelectInput } from '../../components/inputs/ReferenceSelectInput';
import { AddressPlaceInputs } from '../../components/inputs/PlaceInputs';
import { CuitInput, EmailInput, PhoneInput } from '../../components/inputs/TextInputs';
import { isLegalPersonCuit } from '../../domain/cuit';
import { MESSAGES } from '../../domain/messages';

export const CLIENT_LABELS = {
  name: 'Nombre',
  lastname: 'Apellido',
  businessName: 'Razón Social',
  cuit: 'CUIT',
  address: 'Dirección',
  location: 'Localidad',
  province: 'Provincia',
  cell: 'Celular',
  email: 'E-mail',
  sancorId: 'Código de asegurado',
  owner: 'Productor',
} as const;

const half = { xs: 12, md: 6 } as const;
const third = { xs: 12, md: 4 } as const;

/** The producer the client belongs to (admin and sudo; empty: the signed-in user, or the current owner). */
function OwnerInput() {
  return (
    <ReferenceSelectInput
      source="userId"
      label={CLIENT_LABELS.owner}
      choices={useUserChoices()}
      optionText="fullName"
      autocomplete
      noOptionsText={MESSAGES.producerNotFound}
    />
  );
}

/**
 * The client fields (spec 5, Client). A legal-person CUIT (30, 33, 34) hides and
 * blanks Nombre, and Apellido becomes 'Razón Social'.
 */
export function ClientInputs() {
  const cuit = useWatch({ name: 'cuit' }) as string | undefined;
  const legal = isLegalPersonCuit(cuit ?? '');
  const { setValue, getValues } = useFormContext();
  const { canAccess: canChooseOwner } = useCanAccess({ resource: 'clients', action: 'chooseOwner' });
  useEffect(() => {
    if (legal && getValues('name')) setValue('name', '', { shouldDirty: true });
  }, [legal, setValue, getValues]);

  return (
    <Grid container columnSpacing={2}>
      {canChooseOwner && (
        <Grid size={half}>
          <OwnerInput />
        </Grid>
      )}
      {!legal && (
        <Grid size={half}>
          <TextInput source="name" label={CLIENT_LABELS.name} fullWidth autoComplete="off" />
        </Grid>
      )}
      <Grid size={half}>
        <TextInput
          source="lastname"
          label={legal ? CLIENT_LABELS.businessName : CLIENT_LABELS.lastname}
          fullWidth
          isRequired
          autoComplete="off"
        />
      </Grid>
      <Grid size={half}>
        <CuitInput label={CLIENT_LABELS.cuit} fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <TextInput source="address" label={CLIENT_LABELS.address} fullWidth isRequired />
      </Grid>
      <AddressPlaceInputs size={third} />
      <Grid size={half}>
        <PhoneInput label={CLIENT_LABELS.cell} fullWidth isRequired helperText="Entre 7 y 10 dígitos" />
      </Grid>
      <Grid size={half}>
        <EmailInput label={CLIENT_LABELS.email} fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <TextInput source="sancorId" label={CLIENT_LABELS.sancorId} fullWidth isRequired />
      </Grid>
    </Grid>
  );
}

export default ClientInputs;
