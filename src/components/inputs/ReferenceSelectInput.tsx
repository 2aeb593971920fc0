import { useWatch } from 'react-hook-form';
import { AutocompleteInput, SelectInput, type ChoicesProps } from 'react-admin';
import Box from '@mui/material/Box';
import { LoadError } from '../LoadError';

export const CHOICES_LOAD_FAILED = 'No se pudieron cargar las opciones.';

/** What the input needs of a reference query (a react-query result fits). */
export interface ChoicesState<T> {
  data: readonly T[] | undefined;
  /** Fetching with nothing to show yet (a disabled query is not loading). */
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ReferenceSelectInputProps<T extends object> {
  source: string;
  label: string;
  choices: ChoicesState<T>;
  optionText?: ChoicesProps['optionText'];
  optionValue?: string;
  /** An autocomplete (long lists: departments, localities) instead of a plain select. */
  autocomplete?: boolean;
  /** The autocomplete's text when nothing matches (the spec's 'No se encontró el departamento.'). */
  noOptionsText?: string;
  emptyText?: string;
  /** Nothing to choose yet (the province of a department not chosen). A value already there stays, read only. */
  disabled?: boolean;
  /** The value is fixed (an edited record's key). */
  readOnly?: boolean;
  isRequired?: boolean;
  helperText?: string | false;
  /** The chosen value, after the form has it. */
  onChange?: (value: unknown) => void;
}

/** The value of a select's change event, or an autocomplete's value as it is. */
const changedValue = (eventOrValue: unknown) =>
  eventOrValue && typeof eventOrValue === 'object' && 'target' in eventOrValue
    ? (eventOrValue as { target: { value: unknown } }).target.value
    : eventOrValue;

/**
 * THE select of reference choices in forms (provinces, departments, localities, crops,
 * insurers, campaigns, coverages): a loading state while they come, and when they fail an
 * error with 'Reintentar', never an empty list. A stored value missing from the choices (a
 * record written before the list changed) stays as an option so the form shows it.
 */
export function ReferenceSelectInput<T extends object>({
  source,
  label,
  choices,
  optionText = 'name',
  optionValue = 'id',
  autocomplete = false,
  noOptionsText,
  emptyText,
  disabled,
  readOnly,
  isRequired,
  helperText = false,
  onChange,
}: ReferenceSelectInputProps<T>) {
  const value: unknown = useWatch({ name: source });
  const hasValue = value != null && value !== '';
  // A stored value whose choices are still on their way (an edited record).
  const loading = hasValue && choices.isLoading;
  const rows = (choices.data ?? []) as Record<string, unknown>[];
  const missing = hasValue && !rows.some((r) => String(r[optionValue]) === String(value));
  // While the choices load, the kept value has no text: its id ('203') is never shown as its name.
  const named = typeof optionText === 'string' && optionText !== optionValue;
  const kept = { [optionValue]: value, ...(named ? { [optionText]: loading ? '' : value } : {}) };
  const options = missing ? [...rows, kept] : rows;
  // react-admin leaves a disabled input's value out of the submitted values: a value already
  // there is kept read only instead.
  const inactive = disabled || choices.isError;
  const common = {
    source,
    label,
    choices: options,
    optionText,
    optionValue,
    isPending: choices.isLoading,
    disabled: inactive && !hasValue,
    isRequired,
    helperText,
    fullWidth: true,
    onChange: onChange ? (eventOrValue: unknown) => onChange(changedValue(eventOrValue)) : undefined,
  };
  const fixed = readOnly || (inactive && hasValue);
  return (
    <Box>
      {autocomplete ? (
        // react-admin's autocomplete keeps the text of the first choice object it selected: it starts
        // again once the choices arrive, so the name replaces the placeholder.
        <AutocompleteInput
          key={loading ? 'loading' : 'loaded'}
          {...common}
          readOnly={fixed}
          noOptionsText={noOptionsText}
          emptyText={emptyText}
        />
      ) : (
        <SelectInput {...common} emptyText={emptyText} slotProps={fixed ? { input: { readOnly: true } } : undefined} />
      )}
      {choices.isError && <LoadError message={CHOICES_LOAD_FAILED} onRetry={choices.refetch} />}
    </Box>
  );
}
