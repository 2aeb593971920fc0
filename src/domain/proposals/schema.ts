// The proposal form ('Nueva propuesta', docs/rules/proposals.md): the app lists every problem under 'Hay campos incorrectos.' /
// 'Corregir los siguientes campos', and POST quotations/{id}/proposals checks the same.
import { z } from 'zod';
import { CARDINAL_POINTS, EXCHANGE_TYPES } from './choices';
import { isValidCuit } from '../core/cuit';
import { TEXT_LIMITS } from '../core/limits';
import { INVALID_PAYLOAD_MESSAGE } from '../core/fields';
import { toId } from '../core/ids';

export const PROPOSAL_MESSAGES = {
  heading: 'Hay campos incorrectos.',
  listTitle: 'Corregir los siguientes campos',
  currency: 'Moneda vacia',
  exchangeType: 'Tipo de canje vacio',
  center: 'Destino de canje vacio',
  store: 'Lugar de entrega vacio',
  city: 'Localidad vacia',
  cardPoint: 'Punto Cardinal vacio',
  street: 'Kilometros vacio',
  kilometers: 'Kilómetros inválidos: un número entero, sin signo ni decimales.',
  cuitEmpty: 'CUIT vacio',
  cuitDigits: 'CUIT debe tener 11 números sin guiones ni puntos',
  cuitInvalid: 'CUIT inválido',
  email: 'Formato de email inválido',
  phoneDigits: 'Teléfono debe tener 10 números',
  phoneMarks: 'Teléfono no debe tener guiones o puntos',
  producerNumber: 'Codigo de productor igual a cero',
  zipCode: `Código postal inválido: hasta ${TEXT_LIMITS.zipCode} caracteres.`,
  tooLong: `El texto admite hasta ${TEXT_LIMITS.text} caracteres.`,
  failed: 'Ocurrio un error mientras se intentaba pasar a propuesta en el sistema de gestión externo.',
} as const;

/** The success dialog's text (docs/rules/proposals.md#formulario). */
export const proposalCreatedMessage = (managementNumber: string) =>
  `La propuesta ${managementNumber} fue cargada de forma exitosa en el sistema externo.`;

const EMAIL = z.email();
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** 'a N KM al {dirección} de {ciudad}': the derived location text of the form (street). */
export function proposalLocationText(kilometers: unknown, cardPointId: unknown, city: string | null | undefined): string {
  const km = text(kilometers);
  const direction = CARDINAL_POINTS.find((p) => p.id === toId(cardPointId))?.name;
  if (!km || !direction || !city) return '';
  return `a ${km} KM al ${direction} de ${city}`;
}

/** One message per field, in the form's order (the dialog lists them). */
function check(value: Record<string, unknown>, exchange: boolean): [string, string][] {
  const problems: [string, string][] = [];
  const client = (typeof value.client === 'object' && value.client !== null ? value.client : {}) as Record<string, unknown>;
  if (toId(value.currencyId) === undefined) problems.push(['currencyId', PROPOSAL_MESSAGES.currency]);
  if (exchange) {
    if (!EXCHANGE_TYPES.some((t) => t.id === toId(value.hailPaymentTypeId)))
      problems.push(['hailPaymentTypeId', PROPOSAL_MESSAGES.exchangeType]);
    if (toId(value.center) === undefined) problems.push(['center', PROPOSAL_MESSAGES.center]);
    if (toId(value.store) === undefined) problems.push(['store', PROPOSAL_MESSAGES.store]);
  }
  if (toId(value.cityId) === undefined) problems.push(['cityId', PROPOSAL_MESSAGES.city]);
  if (!CARDINAL_POINTS.some((p) => p.id === toId(value.cardPoint))) problems.push(['cardPoint', PROPOSAL_MESSAGES.cardPoint]);
  // Whole kilometres from the town, 0 (the town itself) or more: docs/rules/proposals.md#validaciones.
  const km = text(value.kilometers);
  if (!km) problems.push(['kilometers', PROPOSAL_MESSAGES.street]);
  else if (!/^\d+$/.test(km)) problems.push(['kilometers', PROPOSAL_MESSAGES.kilometers]);
  else if (km.length > TEXT_LIMITS.text) problems.push(['kilometers', PROPOSAL_MESSAGES.tooLong]);
  if (blank(value.street)) problems.push(['street', PROPOSAL_MESSAGES.street]);
  else if (text(value.street).length > TEXT_LIMITS.text) problems.push(['street', PROPOSAL_MESSAGES.tooLong]);
  if (text(value.zipCode).length > TEXT_LIMITS.zipCode) problems.push(['zipCode', PROPOSAL_MESSAGES.zipCode]);

  const cuit = text(client.documentNumber);
  if (!cuit) problems.push(['client.documentNumber', PROPOSAL_MESSAGES.cuitEmpty]);
  else if (!/^\d{11}$/.test(cuit)) problems.push(['client.documentNumber', PROPOSAL_MESSAGES.cuitDigits]);
  else if (!isValidCuit(cuit)) problems.push(['client.documentNumber', PROPOSAL_MESSAGES.cuitInvalid]);

  const email = text(client.email);
  if (email.length > TEXT_LIMITS.text || !EMAIL.safeParse(email).success) problems.push(['client.email', PROPOSAL_MESSAGES.email]);

  const phone = text(client.phoneNumber);
  if (/[-.]/.test(phone)) problems.push(['client.phoneNumber', PROPOSAL_MESSAGES.phoneMarks]);
  else if (!/^\d{10}$/.test(phone)) problems.push(['client.phoneNumber', PROPOSAL_MESSAGES.phoneDigits]);

  const producer = text(value.producerNumber);
  if (!/^\d+$/.test(producer) || /^0+$/.test(producer) || producer.length > TEXT_LIMITS.code)
    problems.push(['producerNumber', PROPOSAL_MESSAGES.producerNumber]);
  return problems;
}

/**
 * The proposal payload; `exchange` when the quotation is paid in exchange (canje), which asks for
 * the exchange type (4 future, 5 available), the destination centre and the delivery place.
 */
export const proposalSchema = ({ exchange }: { exchange: boolean }) =>
  z.record(z.string(), z.unknown(), { error: INVALID_PAYLOAD_MESSAGE }).transform((value, ctx) => {
    const problems = check(value, exchange);
    for (const [path, message] of problems) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    if (problems.length) return z.NEVER;
    const client = value.client as Record<string, unknown>;
    return {
      currencyId: toId(value.currencyId) as number,
      hailPaymentTypeId: exchange ? (toId(value.hailPaymentTypeId) as number) : null,
      center: exchange ? (toId(value.center) as number) : null,
      store: exchange ? (toId(value.store) as number) : null,
      cityId: toId(value.cityId) as number,
      zipCode: blank(value.zipCode) ? null : text(value.zipCode),
      cardPoint: toId(value.cardPoint) as number,
      kilometers: text(value.kilometers),
      street: text(value.street),
      client: { documentNumber: text(client.documentNumber), email: text(client.email), phoneNumber: text(client.phoneNumber) },
      producerNumber: text(value.producerNumber),
    };
  });

export type ProposalPayload = z.output<ReturnType<typeof proposalSchema>>;
