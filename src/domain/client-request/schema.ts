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

/** Words that start a surname with the word after them ('del Potro', 'de la Fuente', 'Di María'). */
const SURNAME_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'di', 'da', 'do', 'dos', 'van', 'von', 'der', 'den', 'mac', 'san']);
/** Words that join two surnames ('Ortiz y Herrera'): the word before them is a surname too. */
const SURNAME_JOINERS = new Set(['y', 'e', 'i']);

/**
 * A person's full name as written in one field, split into first names and surname: the last word,
 * with the particles and joined surnames before it ('Juan Martín del Potro' -> 'Juan Martín' +
 * 'del Potro'). Two surnames without a particle cannot be told from a second first name: the last
 * word is the surname, as in most Argentine names; an admin corrects it on the client's form.
 */
export function splitPersonName(fullName: string): { name: string; lastname: string } {
  const words = fullName.split(/\s+/).filter(Boolean);
  if (words.length < 2) return { name: '', lastname: words.join(' ') };
  let start = words.length - 1;
  while (start > 1) {
    const before = (words[start - 1] ?? '').toLocaleLowerCase('es-AR');
    if (SURNAME_PARTICLES.has(before)) start -= 1;
    else if (SURNAME_JOINERS.has(before) && start > 2) start -= 2;
    else break;
  }
  return { name: words.slice(0, start).join(' '), lastname: words.slice(start).join(' ') };
}

/** The client a request of the public form creates: a company's name whole, a person's split into name and last name. */
export function contactClient(c: Pick<ContactPayload, 'name' | 'cuit' | 'address' | 'location' | 'province' | 'cell' | 'email'>) {
  const { name, lastname } = isLegalPersonCuit(c.cuit) ? { name: '', lastname: c.name } : splitPersonName(c.name);
  return {
    name,
    lastname,
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
