import { TextInput, type TextInputProps } from 'react-admin';
import { parseLocaleDecimal } from '../../domain/numbers';

/**
 * THE decimal input until the shared es-AR NumberInput lands (swap it here): what people type
 * ('1.234,56', '3,75') reaches the form as a plain decimal ('1234.56'); text that is not a
 * number stays as typed so the form's schema reports it.
 */
export function DecimalInput(props: TextInputProps) {
  return <TextInput parse={(text: string) => (text === '' ? '' : (parseLocaleDecimal(text) ?? text))} {...props} />;
}
