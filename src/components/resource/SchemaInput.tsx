import { BooleanInput, CheckboxGroupInput, DateInput, NumberInput as IntegerInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import { useCampaigns, useCompanies, useCrops } from '../../api/reference';
import { useUserChoices } from '../../api/users';
import { MESSAGES } from '../../domain/core/messages';
import type { FieldDescription } from '../../domain/core/resource';
import { NumberInput } from '../inputs/NumberInput';
import { AddressPlaceInputs } from '../inputs/PlaceInputs';
import { ReferenceSelectInput, type ChoicesState } from '../inputs/ReferenceSelectInput';
import { CuitInput, EmailInput, PhoneInput } from '../inputs/TextInputs';

export const CELL_SIZE = {
  full: 12,
  half: { xs: 12, md: 6 },
  third: { xs: 12, md: 4 },
  quarter: { xs: 12, sm: 6, md: 3 },
} as const;

const useProducerChoices = () => useUserChoices();

const REFERENCE_CHOICES: Record<NonNullable<FieldDescription['reference']>, () => ChoicesState<object>> = {
  campaigns: useCampaigns,
  companies: useCompanies,
  crops: useCrops,
  producers: useProducerChoices,
};

function ReferenceInput({ source, field }: { source: string; field: FieldDescription }) {
  const useChoices = REFERENCE_CHOICES[field.reference ?? 'companies'];
  const producers = field.reference === 'producers';
  return (
    <ReferenceSelectInput
      source={source}
      label={field.label}
      choices={useChoices()}
      optionText={field.optionText}
      emptyText={field.emptyText}
      isRequired={field.required}
      {...(producers ? { autocomplete: true, noOptionsText: MESSAGES.producerNotFound } : { helperText: '' })}
    />
  );
}

const isFlag = (v: unknown) => v === true || v === 1 || v === '1';

/** The input a description gives a field (no grid cell); disabled while the switch of its `enabledBy` is off. */
export function FieldInput({ source, field, label = field.label }: { source: string; field: FieldDescription; label?: string }) {
  const prefix = source.slice(0, source.lastIndexOf('.') + 1);
  const switchOn: unknown = useWatch({ name: `${prefix}${field.enabledBy ?? ''}`, disabled: !field.enabledBy });
  const common = {
    source,
    label,
    isRequired: field.required,
    ...(field.helperText !== undefined ? { helperText: field.helperText } : {}),
    ...(field.enabledBy ? { disabled: !isFlag(switchOn) } : {}),
  };
  switch (field.input ?? 'text') {
    case 'longText':
      return <TextInput {...common} fullWidth multiline minRows={3} />;
    case 'integer':
      return <IntegerInput {...common} fullWidth step={1} min={0} />;
    case 'decimal':
      return <NumberInput {...common} fullWidth />;
    case 'date':
      return <DateInput {...common} fullWidth />;
    case 'boolean':
      return <BooleanInput {...common} helperText={false} />;
    case 'flag':
      return <BooleanInput {...common} helperText={false} format={isFlag} parse={(v) => (v ? 1 : 0)} />;
    case 'select':
      return <SelectInput {...common} choices={[...(field.choices ?? [])]} emptyText={field.emptyText} fullWidth />;
    case 'checkboxes':
      return <CheckboxGroupInput {...common} choices={[...(field.choices ?? [])]} />;
    case 'reference':
      return <ReferenceInput source={source} field={field} />;
    case 'cuit':
      return <CuitInput {...common} fullWidth />;
    case 'phone':
      return <PhoneInput {...common} fullWidth />;
    case 'email':
      return <EmailInput {...common} fullWidth />;
    case 'emails':
      return <TextInput {...common} fullWidth slotProps={{ htmlInput: { inputMode: 'email' } }} />;
    default:
      return <TextInput {...common} fullWidth autoComplete="off" />;
  }
}

/** A field's input in its grid cell (a `place` field: province, department and locality, in thirds). */
export function SchemaInput({ source, field, label }: { source: string; field: FieldDescription; label?: string }) {
  if (field.input === 'place') return <AddressPlaceInputs size={CELL_SIZE.third} prefix={source.slice(0, source.lastIndexOf('.') + 1)} />;
  return (
    <Grid size={CELL_SIZE[field.width ?? (field.input === 'longText' ? 'full' : 'half')]}>
      <FieldInput source={source} field={field} label={label} />
    </Grid>
  );
}
