// Client create/update payload (docs/rules/clients.md#campos-y-validaciones).

import { z } from 'zod';
import { TEXT_LIMITS } from '../core/limits';
import { isLegalPersonCuit, isValidCuit } from '../core/cuit';
import { isFreeText } from '../core/text';
import { ALPHANUMERIC_PATTERN, INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, emailField, textField, whenObject } from '../core/fields';

/** Client cell: 7 to 10 digits. Users, proposal and contact forms: exactly 10. */
export const CLIENT_CELL_MIN = 7;
export const CLIENT_CELL_MAX = 10;

export const CLIENT_MESSAGES = {
  name: 'Nombre de cliente inválido',
  lastname: 'Apellido de cliente inválido',
  cuit: 'Cuit inválido',
  address: 'Dirección inválida',
  location: 'Localidad inválida',
  province: 'Provincia inválida',
  cell: 'Numero de teléfono inválido',
  email: 'Email inválido',
  sancorId: 'Código de cliente inválido',
} as const;

const CELL_PATTERN = new RegExp(`^\\d{${CLIENT_CELL_MIN},${CLIENT_CELL_MAX}}$`);

/**
 * name is optional (null or missing count as blank) and is blanked ('') in the output when
 * the CUIT is a legal person's (30, 33, 34): the form hides it and the stored name is ''.
 * For a natural person a non-blank name must be free text.
 */
export const clientSchema = z
  .object(
    {
      name: z.string({ error: CLIENT_MESSAGES.name }).trim().nullish(),
      lastname: textField(CLIENT_MESSAGES.lastname),
      // The check digit is verified below, with the name, so that the value stays readable there.
      cuit: z.string({ error: CLIENT_MESSAGES.cuit }).trim(),
      address: textField(CLIENT_MESSAGES.address),
      location: textField(CLIENT_MESSAGES.location),
      province: textField(CLIENT_MESSAGES.province),
      cell: textField(CLIENT_MESSAGES.cell, { pattern: CELL_PATTERN }),
      email: emailField(CLIENT_MESSAGES.email),
      sancorId: textField(CLIENT_MESSAGES.sancorId, { pattern: ALPHANUMERIC_PATTERN, max: TEXT_LIMITS.code }),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine(
    (data, ctx) => {
      // Runs even when other fields failed, so the form shows every message at once;
      // hence the defensive reads.
      const value = data as { name?: unknown; cuit?: unknown };
      if (typeof value.cuit === 'string' && !isValidCuit(value.cuit)) {
        ctx.addIssue({ code: 'custom', path: ['cuit'], message: CLIENT_MESSAGES.cuit });
      }
      if (typeof value.name !== 'string' || value.name === '') return;
      if (isLegalPersonCuit(value.cuit)) return;
      if (!isFreeText(value.name) || value.name.length > MAX_TEXT_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: CLIENT_MESSAGES.name });
      }
    },
    { when: whenObject },
  )
  .transform((data) => ({
    ...data,
    name: isLegalPersonCuit(data.cuit) ? '' : (data.name ?? ''),
  }));

export type ClientInput = z.input<typeof clientSchema>;
export type ClientData = z.output<typeof clientSchema>;

/** Default values of the client form. */
export const emptyClient = {
  name: '',
  lastname: '',
  cuit: '',
  address: '',
  location: '',
  province: '',
  cell: '',
  email: '',
  sancorId: '',
} satisfies ClientInput;
