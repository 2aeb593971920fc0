import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { proposalLocationText, proposalSchema } from './schema';

const good = {
  currencyId: 34,
  hailPaymentTypeId: 4,
  center: 1,
  store: 2,
  cityId: 120,
  zipCode: '2700',
  cardPoint: 3,
  kilometers: 12,
  street: 'a 12 KM al Este de Pergamino',
  client: { documentNumber: '20123456786', email: 'ana@campo.com.ar', phoneNumber: '2477123456' },
  producerNumber: '4521',
};
const errorsOf = (payload: unknown, exchange = true) => {
  const r = proposalSchema({ exchange }).safeParse(payload);
  return r.success ? {} : fieldErrors(r.error);
};

describe('proposalSchema', () => {
  it('accepts a complete exchange proposal', () => {
    expect(errorsOf(good)).toEqual({});
    expect(proposalSchema({ exchange: false }).parse(good)).toMatchObject({
      hailPaymentTypeId: null,
      center: null,
      store: null,
      cityId: 120,
    });
  });

  it("lists the spec's message for every empty field, in the form's order", () => {
    const r = proposalSchema({ exchange: true }).safeParse({ client: {} });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Moneda vacia',
      'Tipo de canje vacio',
      'Destino de canje vacio',
      'Lugar de entrega vacio',
      'Localidad vacia',
      'Punto Cardinal vacio',
      'Kilometros vacio',
      'Kilometros vacio',
      'CUIT vacio',
      'Formato de email inválido',
      'Teléfono debe tener 10 números',
      'Codigo de productor igual a cero',
    ]);
  });

  it('asks for the exchange fields only for exchange payments, and type 4 or 5', () => {
    expect(errorsOf({ ...good, hailPaymentTypeId: null, center: '', store: undefined }, false)).toEqual({});
    expect(errorsOf({ ...good, hailPaymentTypeId: 3 })).toEqual({ hailPaymentTypeId: ['Tipo de canje vacio'] });
  });

  it('checks CUIT, phone and producer number as the spec says', () => {
    const client = (c: object) => ({ ...good, client: { ...good.client, ...c } });
    expect(errorsOf(client({ documentNumber: '20-12345678-6' }))).toEqual({
      'client.documentNumber': ['CUIT debe tener 11 números sin guiones ni puntos'],
    });
    expect(errorsOf(client({ documentNumber: '20123456780' }))).toEqual({ 'client.documentNumber': ['CUIT inválido'] });
    expect(errorsOf(client({ phoneNumber: '2477-123456' }))).toEqual({ 'client.phoneNumber': ['Teléfono no debe tener guiones o puntos'] });
    expect(errorsOf(client({ phoneNumber: '247712345' }))).toEqual({ 'client.phoneNumber': ['Teléfono debe tener 10 números'] });
    expect(errorsOf({ ...good, producerNumber: '000' })).toEqual({ producerNumber: ['Codigo de productor igual a cero'] });
  });

  it('takes the kilometres as a whole number, 0 (the town itself) or more', () => {
    const message = 'Kilómetros inválidos: un número entero, sin signo ni decimales.';
    for (const kilometers of [-5, '-5', '2,5', 2.5, '1.000', 'cinco'])
      expect(errorsOf({ ...good, kilometers }), String(kilometers)).toEqual({ kilometers: [message] });
    expect(errorsOf({ ...good, kilometers: '' })).toEqual({ kilometers: ['Kilometros vacio'] });
    for (const kilometers of [0, '0', 12, ' 40 ']) expect(errorsOf({ ...good, kilometers }), String(kilometers)).toEqual({});
    expect(proposalSchema({ exchange: true }).parse({ ...good, kilometers: 7 })).toMatchObject({ kilometers: '7' });
  });
});

describe('proposalLocationText', () => {
  it("reads 'a N KM al {dirección} de {ciudad}'", () => {
    expect(proposalLocationText(12, 3, 'Pergamino')).toBe('a 12 KM al Este de Pergamino');
    expect(proposalLocationText('1', 7, 'Rojas')).toBe('a 1 KM al Noroeste de Rojas');
    expect(proposalLocationText('', 1, 'Rojas')).toBe('');
    expect(proposalLocationText(3, 1, null)).toBe('');
  });
});
