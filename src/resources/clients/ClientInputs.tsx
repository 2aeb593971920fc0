import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useCanAccess } from 'react-admin';
import Grid from '@mui/material/Grid';
import { useUserChoices } from '../../api/users';
import { ReferenceSelectInput } from '../../components/inputs/ReferenceSelectInput';
import { AddressPlaceInputs } from '../../components/inputs/PlaceInputs';
import { CuitInput, EmailInput, PhoneInput } from '../../components/inputs/TextInputs';
import { isLegalPersonCuit } from '../../domain/core/cuit';
import { MESSAGES } from '../../domain/core/messages';

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

interface ClientInputsProps {
  /** Where the client's fields live in the form ('client.' in the quotation forms' new client). */
  prefix?: string;
  /** The producer input (for admin and sudo); off where the form picks the producer itself. */
  withOwner?: boolean;
}

/**
 * The client fields (docs/rules/clients.md#campos-y-validaciones). A legal-person CUIT (30, 33, 34) hides and
 * blanks Nombre, and Apellido becomes 'Razón Social'.
 */
export function ClientInputs({ prefix = '', withOwner = true }: ClientInputsProps = {}) {
  const cuit = useWatch({ name: `${prefix}cuit` }) as string | undefined;
  const legal = isLegalPersonCuit(cuit ?? '');
  const { setValue, getValues } = useFormContext();
  const { canAccess } = useCanAccess({ resource: 'clients', action: 'chooseOwner' });
  const canChooseOwner = withOwner && canAccess;
  useEffect(() => {
    if (legal && getValues(`${prefix}name`)) setValue(`${prefix}name`, '', { shouldDirty: true });
  }, [legal, prefix, setValue, getValues]);

  return (
    <Grid container columnSpacing={2}>
      {canChooseOwner && (
        <Grid size={half}>
          <OwnerInput />
        </Grid>
      )}
      {!legal && (
        <Grid size={half}>
          <TextInput source={`${prefix}name`} label={CLIENT_LABELS.name} fullWidth autoComplete="off" />
        </Grid>
      )}
      <Grid size={half}>
        <TextInput
          source={`${prefix}lastname`}
          label={legal ? CLIENT_LABELS.businessName : CLIENT_LABELS.lastname}
          fullWidth
          isRequired
          autoComplete="off"
        />
      </Grid>
      <Grid size={half}>
        <CuitInput source={`${prefix}cuit`} label={CLIENT_LABELS.cuit} fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <TextInput source={`${prefix}address`} label={CLIENT_LABELS.address} fullWidth isRequired />
      </Grid>
      <AddressPlaceInputs size={third} prefix={prefix} />
      <Grid size={half}>
        <PhoneInput source={`${prefix}cell`} label={CLIENT_LABELS.cell} fullWidth isRequired helperText="Entre 7 y 10 dígitos" />
      </Grid>
      <Grid size={half}>
        <EmailInput source={`${prefix}email`} label={CLIENT_LABELS.email} fullWidth isRequired />
      </Grid>
      <Grid size={half}>
        <TextInput source={`${prefix}sancorId`} label={CLIENT_LABELS.sancorId} fullWidth isRequired />
      </Grid>
    </Grid>
  );
}

export default ClientInputs;
