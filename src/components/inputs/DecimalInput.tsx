// THE es-AR decimal input of the quotation forms until the shared NumberInput lands (one place
// to swap): the form keeps the text as typed ('1.234,56'); the form's schema turns it into a
// dot decimal with `toDotDecimal` before validating.
import { TextInput, type TextInputProps } from 'react-admin';
import { parseLocaleDecimal } from '../../domain/numbers';

/** A typed es-AR decimal -> '1234.56'; anything else (blank, not a number) as it is, for the schema to reject. */
export const toDotDecimal = (value: unknown): unknown => (typeof value === 'string' ? (parseLocaleDecimal(value) ?? value) : value);

export function DecimalInput(props: TextInputProps) {
  return <TextInput autoComplete="off" slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...props} />;
}
