// The public request form ('Información del solicitante', /solicitud-cliente; quotation-area.md
// 2, 3 'Contact request', 5 'Contact form'): its messages are the spec's, unaccented as written
// there (DESIGN 8 corrects only 'Moneada').
import { z } from 'zod';
import { isValidCuit } from '../cuit';
import { parseDecimal } from '../numbers';
import { cmp, dec } from '../decimal';
import { emailField, INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, textField } from './fields';
import { idSchema } from './ids';
import { NEGOTIATION_MESSAGES } from './negotiation';

export const CONTACT_MESSAGES = {
  title: 'Información del solicitante',
  name: 'Nombre de usuario es requerido',
  cuit: 'Cuit invalido',
  cell: 'Celular invalido',
  email: 'Email invalido',
  address: 'Direccion invalido',
  location: 'Localidad invalida',
  province: 'Provincia invalida',
  risks: NEGOTIATION_MESSAGES.risks,
  captcha: 'Resolvé la verificación antes de enviar.',
  riskLocation: 'Localidad inválido',
  riskCrop: 'Cultivo inválido',
  riskHectares: 'Cantidad de hectáreas invalidas',
  riskPrice: 'Valor por hectárea invalida',
  riskCurrency: 'Moneda inválida',
} as const;

/** Currencies of a contact risk, as the contract names them. */
export const CONTACT_CURRENCIES = ['pesos', 'quintal', 'dolar'] as const;
export type ContactCurrency = (typeof CONTACT_CURRENCIES)[number];

const MAX_RISKS = 50;

const positive = (message: string, min = '0', inclusive = false) =>
  z.unknown().transform((value, ctx) => {
    const d = parseDecimal(value);
    const ok = d !== undefined && (inclusive ? cmp(dec(d), dec(min)) >= 0 : cmp(dec(d), dec(min)) > 0) && cmp(dec(d), dec('100000000')) < 0;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d;
  });

export const contactRiskSchema = z.object(
  {
    location: textField(CONTACT_MESSAGES.riskLocation),
    crop: idSchema(CONTACT_MESSAGES.riskCrop),
    number_of_hectares: positive(CONTACT_MESSAGES.riskHectares, '1', true),
    hectare_price: positive(CONTACT_MESSAGES.riskPrice),
    hectare_price_currency: z.enum(CONTACT_CURRENCIES, { error: CONTACT_MESSAGES.riskCurrency }),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);

/** POST contacts: the applicant, its field risks and the solved captcha (verified apart, on the server). */
export const contactSchema = z.object(
  {
    name: textField(CONTACT_MESSAGES.name, { pattern: null }),
    cuit: z
      .string({ error: CONTACT_MESSAGES.cuit })
      .trim()
      .refine((v) => isValidCuit(v), { error: CONTACT_MESSAGES.cuit }),
    cell: z
      .string({ error: CONTACT_MESSAGES.cell })
      .trim()
      .refine((v) => v.length === 10, { error: CONTACT_MESSAGES.cell }),
    email: emailField(CONTACT_MESSAGES.email),
    address: textField(CONTACT_MESSAGES.address, { pattern: null }),
    location: textField(CONTACT_MESSAGES.location, { pattern: null }),
    province: textField(CONTACT_MESSAGES.province, { pattern: null }),
    risks: z
      .array(contactRiskSchema, { error: CONTACT_MESSAGES.risks })
      .min(1, { error: CONTACT_MESSAGES.risks })
      .max(MAX_RISKS, { error: CONTACT_MESSAGES.risks }),
    altcha: z
      .string({ error: CONTACT_MESSAGES.captcha })
      .min(1, { error: CONTACT_MESSAGES.captcha })
      .max(MAX_TEXT_LENGTH * 40, { error: CONTACT_MESSAGES.captcha }),
  },
  { error: INVALID_PAYLOAD_MESSAGE },
);

export type ContactPayload = z.output<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;
