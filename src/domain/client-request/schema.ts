// The public request form ('Información del solicitante', /solicitud-cliente; docs/rules/client-request.md): its messages are the spec's, unaccented as written
// there (docs/rules/ui.md#textos-de-la-especificación: only 'Moneada' is corrected).
import { z } from 'zod';
import { isLegalPersonCuit, isValidCuit } from '../core/cuit';
import { INSURED_SUM_MESSAGE, insuredSumFits, LIST_LIMITS } from '../core/limits';
import { clientSchema, type ClientInput } from '../clients/schema';
import { emailField, INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, textField } from '../core/fields';
import { idSchema } from '../core/ids';
import { NEGOTIATION_MESSAGES, positiveDecimal } from '../quotations/schema';

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

export const contactRiskSchema = z
  .object(
    {
      location: textField(CONTACT_MESSAGES.riskLocation),
      crop: idSchema(CONTACT_MESSAGES.riskCrop),
      number_of_hectares: positiveDecimal(CONTACT_MESSAGES.riskHectares, '1', true),
      hectare_price: positiveDecimal(CONTACT_MESSAGES.riskPrice),
      hectare_price_currency: z.enum(CONTACT_CURRENCIES, { error: CONTACT_MESSAGES.riskCurrency }),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine((r, ctx) => {
    if (!insuredSumFits(r.number_of_hectares, r.hectare_price))
      ctx.addIssue({ code: 'custom', path: ['hectare_price'], message: INSURED_SUM_MESSAGE });
  });

/** The client a request of the public form creates: the full name split into name and last name. */
export function contactClient(c: Pick<ContactPayload, 'name' | 'cuit' | 'address' | 'location' | 'province' | 'cell' | 'email'>) {
  const words = c.name.split(/\s+/).filter(Boolean);
  const legal = isLegalPersonCuit(c.cuit);
  return {
    name: legal || words.length < 2 ? '' : words.slice(0, -1).join(' '),
    lastname: legal || words.length < 2 ? c.name : (words.at(-1) ?? c.name),
    cuit: c.cuit,
    address: c.address,
    location: c.location,
    province: c.province,
    cell: c.cell,
    email: c.email,
    sancorId: '',
  } satisfies ClientInput;
}

/** The form's field of each field of the client it makes. */
const CONTACT_FIELD_OF_CLIENT: Readonly<Record<string, keyof typeof CONTACT_MESSAGES>> = {
  name: 'name',
  lastname: 'name',
  cuit: 'cuit',
  address: 'address',
  location: 'location',
  province: 'province',
  cell: 'cell',
  email: 'email',
};

/** POST contacts: the applicant, its field risks and the solved captcha (verified apart, on the server). */
export const contactSchema = z
  .object(
    {
      // the applicant becomes a client: the client form's rules, with this form's messages (below)
      name: textField(CONTACT_MESSAGES.name),
      cuit: z
        .string({ error: CONTACT_MESSAGES.cuit })
        .trim()
        .refine((v) => isValidCuit(v), { error: CONTACT_MESSAGES.cuit }),
      cell: textField(CONTACT_MESSAGES.cell, { pattern: /^\d{10}$/ }),
      email: emailField(CONTACT_MESSAGES.email),
      address: textField(CONTACT_MESSAGES.address),
      location: textField(CONTACT_MESSAGES.location),
      province: textField(CONTACT_MESSAGES.province),
      risks: z
        .array(contactRiskSchema, { error: CONTACT_MESSAGES.risks })
        .min(1, { error: CONTACT_MESSAGES.risks })
        .max(LIST_LIMITS.contactRisks, { error: CONTACT_MESSAGES.risks }),
      altcha: z
        .string({ error: CONTACT_MESSAGES.captcha })
        .min(1, { error: CONTACT_MESSAGES.captcha })
        .max(MAX_TEXT_LENGTH * 40, { error: CONTACT_MESSAGES.captcha }),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine((c, ctx) => {
    // One set of rules for a client, whatever door creates it: the client schema decides. Runs
    // even when a field failed (zod 4 refines on): an issue there is one more for its field.
    if (typeof c.name !== 'string') return;
    const client = clientSchema.safeParse(contactClient(c));
    if (client.success) return;
    for (const issue of client.error.issues) {
      // the insured code is left for the admin to complete
      const field = CONTACT_FIELD_OF_CLIENT[String(issue.path[0])];
      if (field) ctx.addIssue({ code: 'custom', path: [field], message: CONTACT_MESSAGES[field] });
    }
  });

export type ContactPayload = z.output<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;
