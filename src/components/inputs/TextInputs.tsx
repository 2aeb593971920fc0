// Text inputs with the app's clean-up rules, for every form (users, clients, requests, the
// public form, the wizards): what the user types or pastes is stored clean.
import { TextInput, type TextInputProps } from 'react-admin';
import { cleanCuit } from '../../domain/core/cuit';
import { cleanEmail, cleanPhone } from '../../domain/core/text';

type Props = Omit<TextInputProps, 'source'> & { source?: string };

/** CUIT: dashes, dots and spaces dropped as typed or pasted; numeric keyboard. */
export function CuitInput({ source = 'cuit', label = 'CUIT', ...props }: Props) {
  return (
    <TextInput
      source={source}
      label={label}
      parse={cleanCuit}
      helperText="11 dígitos"
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...props}
    />
  );
}

/** Phone: digits only; phone keyboard. */
export function PhoneInput({ source = 'cell', label = 'Celular', ...props }: Props) {
  return (
    <TextInput
      source={source}
      label={label}
      parse={cleanPhone}
      autoComplete="tel"
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
      {...props}
    />
  );
}

/** E-mail: no spaces; e-mail keyboard. */
export function EmailInput({ source = 'email', label = 'E-mail', ...props }: Props) {
  return (
    <TextInput
      source={source}
      label={label}
      type="email"
      parse={cleanEmail}
      autoComplete="email"
      slotProps={{ htmlInput: { inputMode: 'email' } }}
      {...props}
    />
  );
}
