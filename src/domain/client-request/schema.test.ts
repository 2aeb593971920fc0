import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { contactClient, contactSchema, splitPersonName } from './schema';

const risk = { location: 'Pergamino', crop: 1, number_of_hectares: '120', hectare_price: '35,5', hectare_price_currency: 'quintal' };
const good = {
  name: 'Ana Gómez',
  cuit: '20123456786',
  cell: '2477123456',
  email: 'ana@campo.com.ar',
  address: 'Ruta 8 km 220',
  location: 'Pergamino',
  province: 'Buenos Aires',
  risks: [risk],
  altcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
};
const errorsOf = (payload: unknown) => {
  const r = contactSchema.safeParse(payload);
  return r.success ? {} : fieldErrors(r.error);
};

describe('contactSchema', () => {
  it('accepts a complete request, decimals with a comma included', () => {
    expect(contactSchema.parse(good).risks[0]).toMatchObject({ crop: 1, number_of_hectares: '120', hectare_price: '35.5' });
  });

  it("says the spec's message for each missing applicant field", () => {
    expect(errorsOf({ risks: [risk] })).toEqual({
      name: ['Nombre de usuario es requerido'],
      cuit: ['Cuit invalido'],
      cell: ['Celular invalido'],
      email: ['Email invalido'],
      address: ['Direccion invalido'],
      location: ['Localidad invalida'],
      province: ['Provincia invalida'],
      altcha: ['Resolvé la verificación antes de enviar.'],
    });
    expect(errorsOf({ ...good, cuit: '20123456780', cell: '247712345' })).toEqual({ cuit: ['Cuit invalido'], cell: ['Celular invalido'] });
  });

  it('wants at least one risk, each with every field', () => {
    expect(errorsOf({ ...good, risks: [] })).toEqual({ risks: ['Debe agregar al menos un campo de riesgo.'] });
    expect(
      errorsOf({
        ...good,
        risks: [{ location: '', crop: 'soja', number_of_hectares: '0,5', hectare_price: '0', hectare_price_currency: 'euro' }],
      }),
    ).toEqual({
      'risks.0.location': ['Localidad inválido'],
      'risks.0.crop': ['Cultivo inválido'],
      'risks.0.number_of_hectares': ['Cantidad de hectáreas invalidas'],
      'risks.0.hectare_price': ['Valor por hectárea invalida'],
      'risks.0.hectare_price_currency': ['Moneda inválida'],
    });
  });
});

describe('the client a request makes', () => {
  it.each([
    ['Mariana Quiroga', 'Mariana', 'Quiroga'],
    ['Juan Carlos Pérez', 'Juan Carlos', 'Pérez'],
    ['Juan Martín del Potro', 'Juan Martín', 'del Potro'],
    ['Ana María de la Fuente', 'Ana María', 'de la Fuente'],
    ['JOSÉ DE SAN MARTÍN', 'JOSÉ', 'DE SAN MARTÍN'],
    ['Pedro Di María', 'Pedro', 'Di María'],
    ['María de los Ángeles Sosa', 'María de los Ángeles', 'Sosa'],
    ['Lucía Ortiz y Herrera', 'Lucía', 'Ortiz y Herrera'],
    ['  Rosa   La Rosa ', 'Rosa', 'La Rosa'],
    ['Quiroga', '', 'Quiroga'],
  ])('%s: first names %s, surname %s', (full, name, lastname) => {
    expect(splitPersonName(full)).toEqual({ name, lastname });
  });

  it("keeps a company's name whole (a legal person's CUIT)", () => {
    expect(contactClient({ ...good, name: 'La Esperanza del Sur SA', cuit: '30500010912' })).toMatchObject({
      name: '',
      lastname: 'La Esperanza del Sur SA',
    });
    expect(contactClient({ ...good, name: 'Juan Martín del Potro' })).toMatchObject({ name: 'Juan Martín', lastname: 'del Potro' });
  });
});
