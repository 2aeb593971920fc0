// The login's own rules without zod: /login checks its two fields with them before asking the
// server, so showing and submitting the form never downloads zod (docs/decisions.md, 'Entrega y
// velocidad'). loginSchema (schema.ts) states the same rules for the API; login.test.ts compares them.
import { TEXT_LIMITS } from '../core/limits';

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt only reads the first 72 bytes of a password. */
export const PASSWORD_MAX_LENGTH = 72;

export const AUTH_MESSAGES = {
  username: 'Ingresá tu usuario',
  password: 'Ingresá tu clave',
  usernameOrEmail: 'Ingresá tu usuario o e-mail',
  token: 'El enlace para restablecer la clave no es válido.',
  email: 'Email inválido',
  passwordTooShort: `La clave debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooLong: `La clave no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
  passwordMismatch: 'Las claves no coinciden.',
  currentPassword: 'Ingresá tu clave actual',
  samePassword: 'La clave nueva es igual a la actual: elegí otra.',
} as const;

export interface LoginValues {
  username: string;
  password: string;
}

/** The values the API takes (the username trimmed, the password as typed), or each field's message. */
export function checkLogin(values: LoginValues): { data: LoginValues | null; errors: Partial<Record<keyof LoginValues, string>> } {
  const username = values.username.trim();
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  if (!username || username.length > TEXT_LIMITS.text) errors.username = AUTH_MESSAGES.username;
  if (!values.password) errors.password = AUTH_MESSAGES.password;
  return { data: Object.keys(errors).length ? null : { username, password: values.password }, errors };
}
