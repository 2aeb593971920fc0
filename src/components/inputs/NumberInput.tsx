// The one number input of the app: es-AR display and typing ('3,75', '1.234,5'), the form value
// a dot decimal string ('3.75') as the API stores it, or a number with `valueAs="number"`.
import type { FocusEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, type TextInputProps } from 'react-admin';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { decimalForInput, decimalFromInput, decimalPlaces, parseDecimal, roundedDecimal } from '../../domain/numbers';

type Props = Omit<TextInputProps, 'format' | 'parse'> & {
  /** 'number' for the API fields that take a JSON number; a text that is not a number stays text. */
  valueAs?: 'string' | 'number';
  /**
   * Decimals the value is used with: on leaving the input a longer value is rounded (half away
   * from zero, as the schema and the database do), so the form shows the value that will be used.
   */
  scale?: number;
};

const toNumber = (text: string) => (text !== '' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** A decimal (rates, percentages, quotations, amounts) in a react-admin form. */
export function NumberInput({ valueAs = 'string', scale, slotProps, onBlur, ...props }: Props) {
  const { getValues, setValue } = useFormContext();
  const round = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    onBlur?.(event);
    if (scale === undefined) return;
    const exact = parseDecimal(getValues(props.source));
    if (exact === undefined || decimalPlaces(exact) <= scale) return;
    const rounded = roundedDecimal(exact, scale) ?? exact;
    setValue(props.source, valueAs === 'number' ? Number(rounded) : rounded, { shouldDirty: true });
  };
  return (
    <TextInput
      {...props}
      format={decimalForInput}
      parse={(text: string) => (valueAs === 'number' ? toNumber(decimalFromInput(text)) : decimalFromInput(text))}
      onBlur={round}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
}

/**
 * The same input outside a form (inline editors of table rows): `value` and `onChange` carry the
 * dot decimal, the user sees and types the es-AR form.
 */
export function NumberTextField({
  value,
  onChange,
  slotProps,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      {...props}
      value={decimalForInput(value)}
      onChange={(e) => onChange(decimalFromInput(e.target.value))}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
