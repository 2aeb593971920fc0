import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import {
  NEGOTIATION_MESSAGES as M,
  negotiationPayloadSchema,
  riskUpdateSchema,
  simpleNegotiationPayloadSchema,
  splitMismatch,
} from './schema';

const risk = (r: Record<string, unknown> = {}) => ({
  zone_id: 10,
  crop_id: 1,
  company_id: 1,
  number_of_hectares: '350',
  hectare_price: '32,5',
  hectare_price_currency_id: 1,
  discount: 10,
  ...r,
});
const quotation = (n: Record<string, unknown> = {}) => ({
  client_id: 5,
  state: 'initiated',
  type: 'simple',
  is_confirmed: 1,
  payment_method_id: 1,
  rate_option_id: 1,
  modules: [1, 2],
  risks: [risk()],
  ...n,
});
const errorsOf = (payload: unknown) => {
  const r = negotiationPayloadSchema.safeParse(payload);
  return r.success ? {} : fieldErrors(r.error);
};

describe('negotiation payload', () => {
  it('reads a quotation: decimals canonical, flags 0/1, defaults', () => {
    const n = negotiationPayloadSchema.parse(quotation());
    expect(n.risks[0]).toMatchObject({ number_of_hectares: '350', hectare_price: '32.5', discount: '10', is_double_crop: 0, addons: [] });
    expect(n).toMatchObject({ fd_filter: 'ambos', correction_factor: '0', is_confirmed: 1, splitCoverages: 0 });
  });
  it("says each risk field's message under its nested key", () => {
    const e = errorsOf(
      quotation({
        risks: [
          risk({
            zone_id: null,
            crop_id: 'x',
            company_id: 0,
            number_of_hectares: '0.5',
            hectare_price: '-1',
            hectare_price_currency_id: 9,
          }),
        ],
      }),
    );
    expect(e).toMatchObject({
      'risks.0.zone_id': [M.zone],
      'risks.0.crop_id': [M.crop],
      'risks.0.company_id': [M.company],
      'risks.0.number_of_hectares': [M.hectares],
      'risks.0.hectare_price': [M.hectarePrice],
      'risks.0.hectare_price_currency_id': [M.currency],
    });
  });
  it('needs a client and a risk; a quotation also coverages, a payment method and an allowed rate option', () => {
    expect(errorsOf(quotation({ client_id: null, risks: [] }))).toMatchObject({ client_id: [M.client], risks: [M.risks] });
    expect(errorsOf(quotation({ modules: [], payment_method_id: null }))).toMatchObject({
      modules: [M.modules],
      payment_method_id: [M.paymentMethod],
      rate_option_id: [M.rateOption],
    });
    expect(errorsOf(quotation({ payment_method_id: 3, rate_option_id: 1 }))).toMatchObject({ rate_option_id: [M.rateOption] });
    expect(errorsOf({ client_id: 5, state: 'solicitud', is_confirmed: 0, risks: [risk()] })).toEqual({});
  });
  it('Quintales Con Ajuste only when every risk is priced in quintals', () => {
    const method5 = { payment_method_id: 5, rate_option_id: 1 };
    expect(errorsOf(quotation(method5))).toEqual({});
    expect(errorsOf(quotation({ ...method5, risks: [risk(), risk({ hectare_price_currency_id: 2 })] }))).toEqual({
      payment_method_id: [M.quintalsOnly],
    });
  });
  it('checks the discount', () => {
    expect(errorsOf(quotation({ risks: [risk({ discount: '' })] }))).toMatchObject({ 'risks.0.discount': [M.discountEmpty] });
    expect(errorsOf(quotation({ risks: [risk({ discount: -1 })] }))).toMatchObject({ 'risks.0.discount': [M.discountNegative] });
    expect(negotiationPayloadSchema.parse(quotation({ risks: [risk({ discount: undefined })] })).risks[0]?.discount).toBe('0');
  });
  it("the simple wizard's discount message: an empty one must be a value >= 0 too", () => {
    const simple = (payload: unknown) => {
      const r = simpleNegotiationPayloadSchema.safeParse(payload);
      return r.success ? {} : fieldErrors(r.error);
    };
    expect(simple(quotation({ risks: [risk({ discount: '' })] }))).toMatchObject({ 'risks.0.discount': [M.discountNegative] });
    expect(simple(quotation({ risks: [risk({ discount: '-2' })] }))).toMatchObject({ 'risks.0.discount': [M.discountNegative] });
  });
  it("the new client's messages: Nombre, Apellido, or Razón Social for a legal person's CUIT", () => {
    const client = (c: Record<string, unknown>) => ({
      name: 'Juan',
      lastname: 'Pérez',
      cuit: '20123456786',
      address: 'Belgrano 45',
      location: 'Junín',
      province: 'Buenos Aires',
      cell: '2364123456',
      email: 'juan@example.com',
      sancorId: '998',
      ...c,
    });
    const withClient = (c: Record<string, unknown>) => errorsOf(quotation({ client_id: null, client: client(c) }));
    expect(withClient({})).toEqual({});
    expect(withClient({ name: '', lastname: '' })).toMatchObject({ 'client.name': [M.clientName], 'client.lastname': [M.clientLastname] });
    expect(withClient({ name: 'J@n', lastname: 'P3r€z' })).toMatchObject({
      'client.name': [M.clientName],
      'client.lastname': [M.clientLastname],
    });
    // A legal person (CUIT 30-…): no name, the last name is its Razón Social.
    const legal = withClient({ name: '', lastname: '', cuit: '30500010912' });
    expect(legal).toEqual({ 'client.lastname': [M.clientBusinessName] });
    expect(withClient({ name: '', cuit: '30500010912' })).toEqual({});
    expect(withClient({ cuit: '20123456780' })).toMatchObject({ 'client.cuit': ['Cuit inválido'] });
  });
  it('requires split values that add up to the hectare value', () => {
    expect(splitMismatch('32.5', { 1: '20', 2: '12.5' })).toBeNull();
    expect(errorsOf(quotation({ splitCoverages: 1, risks: [risk({ splitCoverages: { 1: '20', 2: '10' } })] }))).toMatchObject({
      'risks.0.splitCoverages': ['Los valores del riesgo y de la ponderación deben coincidir. Riesgo: 32,50 / Ponderación: 30,00'],
    });
  });
  it('risk edits from the detail page', () => {
    expect(riskUpdateSchema.parse({ number_of_hectares: '12,5', discount: 0 })).toEqual({ number_of_hectares: '12.5', discount: '0' });
    expect(riskUpdateSchema.safeParse({ hectare_price: 0 }).success).toBe(false);
  });
});
