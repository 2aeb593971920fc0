import { useWatch } from 'react-hook-form';
import { PasswordInput, SelectInput } from 'react-admin';
import Grid from '@mui/material/Grid';
import { RATE_OPTIONS, rateOptionsFor } from '../../domain/quotations/payment';
import type { UserField } from '../../domain/users/permissions';
import { USER_RESOURCE, type UserFieldName } from '../../domain/users/resource';
import { CELL_SIZE, InputsFromSchema, SchemaInput } from '../../components/resource';
import type { UserFormAccess } from './userFormFields';

const { fields } = USER_RESOURCE;

/** 'Opción de tasa': the options of the chosen payment method. */
function RateOptionInput() {
  const paymentMethod = useWatch({ name: 'paymentMethod' }) as number | string | null | undefined;
  const choices = paymentMethod ? rateOptionsFor(Number(paymentMethod)) : RATE_OPTIONS;
  return (
    <Grid size={CELL_SIZE.half}>
      <SelectInput
        source="rateOption"
        label={fields.rateOption.label}
        choices={[...choices]}
        emptyText={fields.rateOption.emptyText}
        fullWidth
      />
    </Grid>
  );
}

/** 'Clave' and its confirmation: required on creation, blank for no change on an edit. */
function PasswordCell({ source, creating }: { source: 'password' | 'password_confirmation'; creating: boolean }) {
  return (
    <Grid size={CELL_SIZE.half}>
      <PasswordInput
        source={source}
        label={fields[source].label}
        fullWidth
        isRequired={creating}
        autoComplete="new-password"
        helperText={source === 'password' && !creating ? 'Dejar en blanco para no cambiarla' : undefined}
      />
    </Grid>
  );
}

/**
 * The user form's fields in sections (docs/rules/users.md#alta-y-edición, #quién-edita-qué): personal data, account,
 * producer settings and preferences. Only the fields the actor may set are shown.
 */
export function UserInputs({ access }: { access: UserFormAccess }) {
  const editable = (f: UserFieldName) =>
    f === 'password' || f === 'password_confirmation' ? access.passwordOnForm : access.editable.has(f as UserField);
  return (
    <InputsFromSchema
      description={USER_RESOURCE}
      editable={editable}
      render={{
        password: <PasswordCell source="password" creating={access.creating} />,
        password_confirmation: <PasswordCell source="password_confirmation" creating={access.creating} />,
        rateOption: <RateOptionInput />,
        roleId: <SchemaInput source="roleId" field={{ ...fields.roleId, choices: access.roles }} />,
      }}
    />
  );
}

export default UserInputs;
