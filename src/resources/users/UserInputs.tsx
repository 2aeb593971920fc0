import type { ReactNode } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { BooleanInput, CheckboxGroupInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ROLE_PRODUCER, ROLE_SUPERVISOR } from '../../domain/access/access';
import {
  COMPANIES,
  CURRENCIES,
  PAYMENT_METHODS,
  PREFERRED_PAGES,
  PRODUCER_TYPES,
  RATE_OPTIONS,
  rateOptionsFor,
} from '../../domain/core/constants';
import type { UserField } from '../../domain/users/permissions';
import { AddressPlaceInputs } from '../../components/inputs/PlaceInputs';
import { NumberInput } from '../../components/inputs/NumberInput';
import { CuitInput, EmailInput, PhoneInput } from '../../components/inputs/TextInputs';
import { USER_LABELS } from './labels';
import type { UserFormAccess } from './userFormFields';
import { USER_FLAG_NAMES } from '../../domain/users/flags';

const half = { xs: 12, md: 6 } as const;
const third = { xs: 12, sm: 6, md: 4 } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid size={12}>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {title}
        </Typography>
      </Grid>
      {children}
    </>
  );
}

/** 'Supervisor': roleId 3 when on, 4 when off. */
function SupervisorSwitch() {
  const { field } = useController({ name: 'roleId' });
  return (
    <FormControlLabel
      label={USER_LABELS.isSupervisor}
      control={
        <Switch
          checked={Number(field.value) === ROLE_SUPERVISOR}
          onChange={(e) => field.onChange(e.target.checked ? ROLE_SUPERVISOR : ROLE_PRODUCER)}
        />
      }
    />
  );
}

/**
 * The user form's fields in sections (docs/rules/users.md#alta-y-edición, #quién-edita-qué): personal data, account,
 * producer settings and preferences. Only the fields the actor may set are shown.
 */
export function UserInputs({ access }: { access: UserFormAccess }) {
  const can = (f: UserField) => access.editable.has(f);
  const paymentMethod = useWatch({ name: 'paymentMethod' }) as number | string | null | undefined;
  const rateChoices = paymentMethod ? rateOptionsFor(Number(paymentMethod)) : RATE_OPTIONS;
  const flags = USER_FLAG_NAMES.filter(can);
  const settings = can('type') || can('companies') || flags.length > 0 || access.supervisorSwitch;
  const account = can('username') || access.passwordOnForm || can('maxDiscountAllow');

  return (
    <Grid container columnSpacing={2}>
      <Section title="Datos personales">
        <Grid size={half}>
          <TextInput source="name" label={USER_LABELS.name} fullWidth isRequired />
        </Grid>
        <Grid size={half}>
          <TextInput source="lastname" label={USER_LABELS.lastname} fullWidth />
        </Grid>
        <Grid size={half}>
          <CuitInput label={USER_LABELS.cuit} fullWidth isRequired />
        </Grid>
        <Grid size={half}>
          <TextInput source="address" label={USER_LABELS.address} fullWidth isRequired />
        </Grid>
        <AddressPlaceInputs size={third} />
        <Grid size={third}>
          <TextInput source="office" label={USER_LABELS.office} fullWidth isRequired />
        </Grid>
        <Grid size={third}>
          <TextInput source="fileNumber" label={USER_LABELS.fileNumber} fullWidth isRequired />
        </Grid>
        <Grid size={third}>
          <TextInput source="sancorId" label={USER_LABELS.sancorId} fullWidth isRequired />
        </Grid>
        <Grid size={third}>
          <PhoneInput label={USER_LABELS.cell} fullWidth isRequired helperText="10 dígitos" />
        </Grid>
        <Grid size={half}>
          <EmailInput label={USER_LABELS.email} fullWidth isRequired />
        </Grid>
      </Section>

      {account && (
        <Section title="Cuenta">
          {can('username') && (
            <Grid size={half}>
              <TextInput source="username" label={USER_LABELS.username} fullWidth isRequired autoComplete="off" />
            </Grid>
          )}
          {can('maxDiscountAllow') && (
            <Grid size={half}>
              <NumberInput source="maxDiscountAllow" label={USER_LABELS.maxDiscountAllow} fullWidth isRequired />
            </Grid>
          )}
          {access.passwordOnForm && (
            <>
              <Grid size={half}>
                <PasswordInput
                  source="password"
                  label={USER_LABELS.password}
                  fullWidth
                  isRequired={access.creating}
                  autoComplete="new-password"
                  helperText={access.creating ? undefined : 'Dejar en blanco para no cambiarla'}
                />
              </Grid>
              <Grid size={half}>
                <PasswordInput
                  source="password_confirmation"
                  label={USER_LABELS.password_confirmation}
                  fullWidth
                  isRequired={access.creating}
                  autoComplete="new-password"
                />
              </Grid>
            </>
          )}
        </Section>
      )}

      {settings && (
        <Section title="Configuración del productor">
          {can('type') && (
            <Grid size={half}>
              <SelectInput source="type" label={USER_LABELS.type} choices={[...PRODUCER_TYPES]} emptyText="Sin tipo" fullWidth />
            </Grid>
          )}
          {can('companies') && (
            <Grid size={half}>
              <CheckboxGroupInput source="companies" label={USER_LABELS.companies} choices={[...COMPANIES]} />
            </Grid>
          )}
          <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {flags.map((f) => (
              <BooleanInput key={f} source={f} label={USER_LABELS[f]} helperText={false} />
            ))}
            {access.supervisorSwitch && <SupervisorSwitch />}
          </Grid>
        </Section>
      )}

      <Section title="Preferencias">
        <Grid size={half}>
          <SelectInput
            source="preferredUrl"
            label={USER_LABELS.preferredUrl}
            choices={[...PREFERRED_PAGES]}
            emptyText="Página predeterminada"
            emptyValue=""
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <SelectInput
            source="paymentMethod"
            label={USER_LABELS.paymentMethod}
            choices={[...PAYMENT_METHODS]}
            emptyText="Sin preferencia"
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <SelectInput
            source="rateOption"
            label={USER_LABELS.rateOption}
            choices={[...rateChoices]}
            emptyText="Sin preferencia"
            fullWidth
          />
        </Grid>
        <Grid size={half}>
          <SelectInput
            source="hectarePriceCurrency"
            label={USER_LABELS.hectarePriceCurrency}
            choices={[...CURRENCIES]}
            emptyText="Sin preferencia"
            fullWidth
          />
        </Grid>
      </Section>
    </Grid>
  );
}

export default UserInputs;
