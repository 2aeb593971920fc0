// User/producer create and update payloads (docs/rules/users.md#validaciones).
// The app's user form and POST/PUT /api/users validate with these same schemas.

import { z } from 'zod';
import { LIST_LIMITS, TEXT_LIMITS } from '../core/limits';
import { COMPANIES } from '../coverages/companies';
import { CURRENCIES } from '../core/currencies';
import { DEFAULT_ROLE_ID, DISCOUNT_MAX, PHONE_LENGTH, PREFERRED_PAGES, PRODUCER_TYPES, USER_ROLES } from './choices';
import { PAYMENT_METHODS, RATE_OPTIONS, allowedRateOptionIds } from '../quotations/payment';
import { isValidCuit } from '../core/cuit';
import { MESSAGES } from '../core/messages';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/schema';
import { INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, emailField, textField, whenObject } from '../core/fields';
import { nullableIdSchema, toId } from '../core/ids';
import { eachFlag } from './flags';

export const USER_MESSAGES = {
  name: 'Nombre inválido',
  lastname: 'Apellido inválido',
  cuit: 'Cuit inválido',
  address: 'Dirección inválida',
  location: 'Localidad inválida',
  province: 'Provincia inválida',
  office: 'Oficina inválida',
  fileNumber: 'Número de legajo inválido',
  sancorId: 'Código de productor inválido',
  type: 'Tipo de productor inválido',
  cell: 'Numero de teléfono inválido',
  email: 'Email inválido. Ingrese una dirección de email correcta.',
  emailTaken: 'El email ya está registrado para otro usuario.',
  username: 'Nombre de usuario inválido',
  usernameTaken: 'El nombre de usuario ya está en uso.',
  roleId: 'Rol inválido',
  companies: 'Aseguradora inválida',
  flag: 'Valor inválido',
  maxDiscountEmpty: 'El descuento no puede estar vacio.',
  maxDiscountNegative: 'El descuento debe ser un valor mayor o igual a cero.',
  maxDiscountTooBig: `El descuento no puede ser mayor a ${DISCOUNT_MAX}.`,
  exchangeStoreId: 'Lugar de entrega inválido',
  preferredUrl: 'Página de inicio inválida',
  paymentMethod: 'Forma de pago inválida',
  rateOption: 'Opción de tasa inválida',
  hectarePriceCurrency: 'Moneda inválida',
  supervisorId: 'Supervisor inválido',
  currentPasswordWrong: 'La clave actual es incorrecta.',
  notASupervisor: 'El usuario no es supervisor.',
  producerIds: 'Productor inválido',
  moduleIds: 'Cobertura inválida',
  tooManyModules: 'Podés elegir hasta 50 coberturas preferidas.',
} as const;

/** Texts the app shows after each user operation (docs/rules/users.md). */
export const USER_SUCCESS = {
  created: 'El productor fue registrado.',
  saved: MESSAGES.changesSaved,
  deleted: 'El productor fue eliminado correctamente.',
  passwordChanged: 'La clave fue cambiada exitosamente.',
  preferredCoverages: 'Coberturas preferidas actualizadas.',
  logoSaved: 'El logo fue registrado.',
  logoDeleted: 'El logo fue eliminado.',
  logoDeleteError: 'Error al eliminar el logo',
} as const;

/** Letters, digits and . _ - @ (usernames may be e-mail addresses), 3 to 60 characters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,60}$/;
const CELL_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
const DISCOUNT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

const ids = (list: readonly { id: number }[]) => list.map((c) => c.id);

/** A 0/1 flag: 0, 1, '0', '1' or a boolean; always 0 or 1 out. */
const flagField = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: USER_MESSAGES.flag })
  .transform((v): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0));

/** 0 to 100 with up to two decimals (',' accepted), out as a decimal string ('15', '12.5'). */
const maxDiscountField = z.union([z.number(), z.string(), z.null()], { error: USER_MESSAGES.maxDiscountEmpty }).transform((v, ctx) => {
  const s = v === null ? '' : String(v).trim().replace(',', '.');
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (s === '') return fail(USER_MESSAGES.maxDiscountEmpty);
  if (s.startsWith('-')) return fail(USER_MESSAGES.maxDiscountNegative);
  if (!DISCOUNT_PATTERN.test(s)) return fail(USER_MESSAGES.maxDiscountNegative);
  const [int, dec = ''] = s.split('.');
  if (Number(int) > DISCOUNT_MAX || (Number(int) === DISCOUNT_MAX && /[1-9]/.test(dec))) return fail(USER_MESSAGES.maxDiscountTooBig);
  return String(Number(int)) + (dec && /[1-9]/.test(dec) ? '.' + dec.replace(/0+$/, '') : '');
});

/** Insurer ids (1 Sancor, 2 San Cristobal), each once, sorted; any bad entry fails the whole field. */
const companiesField = z
  .array(z.union([z.number(), z.string()], { error: USER_MESSAGES.companies }), { error: USER_MESSAGES.companies })
  .transform((list, ctx) => {
    const allowed = ids(COMPANIES);
    const out = new Set<number>();
    for (const v of list) {
      const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
      if (!allowed.includes(n)) {
        ctx.addIssue({ code: 'custom', message: USER_MESSAGES.companies });
        return z.NEVER;
      }
      out.add(n);
    }
    return [...out].sort((a, b) => a - b);
  });

const preferredUrlField = z
  .union([z.string(), z.null()], { error: USER_MESSAGES.preferredUrl })
  .transform((v) => (v ?? '').trim())
  .refine((v) => v === '' || PREFERRED_PAGES.some((p) => p.id === v), { error: USER_MESSAGES.preferredUrl })
  .transform((v) => (v === '' ? null : v));

const newPassword = z.string({ error: AUTH_MESSAGES.passwordTooShort }).superRefine((s, ctx) => {
  if (s.length < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordTooShort });
  else if (s.length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordTooLong });
});

/** Every field of the user form and payload; which ones are required depends on create or update. */
const userFields = {
  name: textField(USER_MESSAGES.name),
  lastname: textField(USER_MESSAGES.lastname, { required: false }),
  cuit: z
    .string({ error: USER_MESSAGES.cuit })
    .trim()
    .refine((s) => isValidCuit(s), { error: USER_MESSAGES.cuit }),
  address: textField(USER_MESSAGES.address),
  location: textField(USER_MESSAGES.location),
  province: textField(USER_MESSAGES.province),
  office: textField(USER_MESSAGES.office),
  fileNumber: textField(USER_MESSAGES.fileNumber, { max: TEXT_LIMITS.code }),
  sancorId: textField(USER_MESSAGES.sancorId, { max: TEXT_LIMITS.code }),
  type: nullableIdSchema(USER_MESSAGES.type, ids(PRODUCER_TYPES)),
  cell: textField(USER_MESSAGES.cell, { pattern: CELL_PATTERN }),
  email: emailField(USER_MESSAGES.email),
  username: textField(USER_MESSAGES.username, { pattern: USERNAME_PATTERN, max: TEXT_LIMITS.username }),
  roleId: nullableIdSchema(USER_MESSAGES.roleId, ids(USER_ROLES)).refine((n) => n !== null, { error: USER_MESSAGES.roleId }),
  maxDiscountAllow: maxDiscountField,
  companies: companiesField,
  ...eachFlag(() => flagField),
  exchangeStoreId: nullableIdSchema(USER_MESSAGES.exchangeStoreId),
  preferredUrl: preferredUrlField,
  paymentMethod: nullableIdSchema(USER_MESSAGES.paymentMethod, ids(PAYMENT_METHODS)),
  rateOption: nullableIdSchema(USER_MESSAGES.rateOption, ids(RATE_OPTIONS)),
  hectarePriceCurrency: nullableIdSchema(USER_MESSAGES.hectarePriceCurrency, ids(CURRENCIES)),
  supervisorId: nullableIdSchema(USER_MESSAGES.supervisorId),
};

/** password and password_confirmation must match; a rate option must be one its payment method allows. */
function crossFieldChecks(data: unknown, ctx: z.RefinementCtx) {
  const v = data as Record<string, unknown>;
  if (typeof v.password === 'string' && v.password !== '' && v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: AUTH_MESSAGES.passwordMismatch });
  }
  if (typeof v.paymentMethod === 'number' && typeof v.rateOption === 'number') {
    if (!allowedRateOptionIds(v.paymentMethod).includes(v.rateOption)) {
      ctx.addIssue({ code: 'custom', path: ['rateOption'], message: USER_MESSAGES.rateOption });
    }
  }
}

/** Fields the 'Nuevo productor' payload may leave out: they take their defaults (roleId 4, maxDiscountAllow 0, flags 0...). */
const OPTIONAL_ON_CREATE = {
  lastname: true,
  type: true,
  roleId: true,
  maxDiscountAllow: true,
  companies: true,
  ...eachFlag(() => true as const),
  exchangeStoreId: true,
  preferredUrl: true,
  paymentMethod: true,
  rateOption: true,
  hectarePriceCurrency: true,
  supervisorId: true,
} as const;

/** POST /api/users ('Nuevo productor'): the personal data, username and password are required; the rest default. */
export const userCreateSchema = z
  .object(
    {
      ...userFields,
      password: newPassword,
      password_confirmation: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .partial(OPTIONAL_ON_CREATE)
  .superRefine(crossFieldChecks, { when: whenObject });

/** A blank password field of the edit form means "not changing it". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * PUT /api/users/{id}: any subset of the fields; only the ones sent change. A new password
 * needs its confirmation; current_password is checked by the server (one's own account).
 */
export const userUpdateSchema = z
  .object(
    {
      ...userFields,
      password: z.preprocess(blankAsMissing, newPassword.optional()),
      password_confirmation: z.preprocess(blankAsMissing, z.string({ error: AUTH_MESSAGES.passwordMismatch }).optional()),
      current_password: z.preprocess(
        blankAsMissing,
        z.string({ error: AUTH_MESSAGES.currentPassword }).max(MAX_TEXT_LENGTH, { error: AUTH_MESSAGES.currentPassword }).optional(),
      ),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .partial()
  .superRefine(crossFieldChecks, { when: whenObject });

export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreateData = z.output<typeof userCreateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdateData = z.output<typeof userUpdateSchema>;

/** The payload names the API also accepts (docs/rules/contract.md#nombres-de-campos: role_id, see_simulator), mapped to the form's. */
const PAYLOAD_ALIASES: Readonly<Record<string, string>> = {
  role_id: 'roleId',
  see_simulator: 'seeSimulator',
  supervisor_id: 'supervisorId',
};

function withPayloadAliases(body: unknown): unknown {
  return whenObject({ value: body }) ? normalizeUserPayload(body as Record<string, unknown>) : body;
}

/** A copy of the payload with the aliases renamed (the camelCase name wins when both are sent). */
export function normalizeUserPayload(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const [alias, name] of Object.entries(PAYLOAD_ALIASES)) {
    if (alias in out) {
      if (!(name in out)) out[name] = out[alias];
      delete out[alias];
    }
  }
  return out;
}

/** POST /api/users as the API takes it: the create payload, with the aliases of the spec (role_id...) read too. */
export const userCreatePayloadSchema = z.preprocess(withPayloadAliases, userCreateSchema);

/** PUT /api/users/{id} as the API takes it: the update payload, with the aliases of the spec read too. */
export const userUpdatePayloadSchema = z.preprocess(withPayloadAliases, userUpdateSchema);

/** Ids sent as a list ({supervisedProducers: [..]}, {modules: [..]}): record ids, each once. */
export function idListSchema(message: string) {
  return z
    .array(z.union([z.number(), z.string()], { error: message }), { error: message })
    .max(LIST_LIMITS.ids, { error: message })
    .transform((list, ctx) => {
      const out: number[] = [];
      for (const v of list) {
        const n = toId(v);
        if (n === undefined) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        if (!out.includes(n)) out.push(n);
      }
      return out;
    });
}

/** Default values of the 'Nuevo productor' form. */
export const emptyUser = {
  name: '',
  lastname: '',
  cuit: '',
  address: '',
  location: '',
  province: '',
  office: '',
  fileNumber: '',
  sancorId: '',
  cell: '',
  email: '',
  username: '',
  roleId: DEFAULT_ROLE_ID,
  password: '',
  password_confirmation: '',
  maxDiscountAllow: '0',
} satisfies UserCreateInput;
