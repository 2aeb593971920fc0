import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { emptyUser, idListSchema, normalizeUserPayload, userCreateSchema, userUpdateSchema } from './schema';

const valid = {
  ...emptyUser,
  name: 'Lucía',
  lastname: 'Fernández',
  cuit: '20200000030',
  address: 'Mitre 123, 1° B',
  location: 'Casilda',
  province: 'Santa Fe',
  office: 'Agencia Casilda',
  fileNumber: '7231',
  sancorId: '40527',
  cell: '3464123456',
  email: 'lucia@example.com',
  username: 'lucia.f',
  password: 'clave-segura',
  password_confirmation: 'clave-segura',
};

const errorsOf = (schema: typeof userCreateSchema | typeof userUpdateSchema, input: unknown) => {
  const r = schema.safeParse(input);
  expect(r.success).toBe(false);
  return r.success ? {} : fieldErrors(r.error);
};

describe('userCreateSchema', () => {
  it('accepts a complete producer and trims texts', () => {
    const r = userCreateSchema.safeParse({ ...valid, name: '  Lucía ', maxDiscountAllow: '15,50' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ name: 'Lucía', maxDiscountAllow: '15.5' });
  });

  it('reports every bad field with the spec messages', () => {
    expect(
      errorsOf(userCreateSchema, {
        ...valid,
        name: '',
        cuit: '20200000031',
        address: 'a<b',
        sancorId: '',
        cell: '12345',
        email: 'x@',
        username: 'a b',
        office: '',
        fileNumber: '',
      }),
    ).toEqual({
      name: ['Nombre inválido'],
      cuit: ['Cuit inválido'],
      address: ['Dirección inválida'],
      sancorId: ['Código de productor inválido'],
      cell: ['Numero de teléfono inválido'],
      email: ['Email inválido. Ingrese una dirección de email correcta.'],
      username: ['Nombre de usuario inválido'],
      office: ['Oficina inválida'],
      fileNumber: ['Número de legajo inválido'],
    });
  });

  it('needs a matching password of 8 characters or more', () => {
    expect(errorsOf(userCreateSchema, { ...valid, password: '', password_confirmation: '' })).toEqual({
      password: ['La clave debe tener al menos 8 caracteres.'],
    });
    expect(errorsOf(userCreateSchema, { ...valid, password_confirmation: 'otra-clave' })).toEqual({
      password_confirmation: ['Las claves no coinciden.'],
    });
  });

  it('discount 0 to 100, required when sent', () => {
    expect(errorsOf(userCreateSchema, { ...valid, maxDiscountAllow: '' }).maxDiscountAllow).toEqual(['El descuento no puede estar vacio.']);
    expect(errorsOf(userCreateSchema, { ...valid, maxDiscountAllow: -3 }).maxDiscountAllow).toEqual([
      'El descuento debe ser un valor mayor o igual a cero.',
    ]);
    expect(errorsOf(userCreateSchema, { ...valid, maxDiscountAllow: '100.5' }).maxDiscountAllow).toEqual([
      'El descuento no puede ser mayor a 100.',
    ]);
    expect(userCreateSchema.parse({ ...valid, maxDiscountAllow: 100 }).maxDiscountAllow).toBe('100');
  });

  it('flags as 0/1, insurers as sorted unique ids, choices checked', () => {
    const d = userCreateSchema.parse({
      ...valid,
      seeVideo: true,
      sendProposal: '1',
      allowPaymentInKind: 0,
      companies: ['2', 1, 2],
      type: '3',
      preferredUrl: 'perfil',
    });
    expect(d).toMatchObject({ seeVideo: 1, sendProposal: 1, allowPaymentInKind: 0, companies: [1, 2], type: 3, preferredUrl: 'perfil' });
    expect(errorsOf(userCreateSchema, { ...valid, type: 7, companies: [5], seeVideo: 'si', hectarePriceCurrency: 9 })).toEqual({
      type: ['Tipo de productor inválido'],
      companies: ['Aseguradora inválida'],
      seeVideo: ['Valor inválido'],
      hectarePriceCurrency: ['Moneda inválida'],
    });
  });
});

describe('userUpdateSchema', () => {
  it('accepts any subset; blank password fields mean no change', () => {
    const d = userUpdateSchema.parse({ office: 'Nueva', password: '', password_confirmation: '', current_password: '' });
    expect(d.office).toBe('Nueva');
    expect(d.password).toBeUndefined();
    expect(userUpdateSchema.parse({})).toEqual({});
  });

  it('still validates what is sent', () => {
    expect(errorsOf(userUpdateSchema, { name: '' })).toEqual({ name: ['Nombre inválido'] });
    expect(errorsOf(userUpdateSchema, { password: 'nueva-clave' })).toEqual({ password_confirmation: ['Las claves no coinciden.'] });
    expect(errorsOf(userUpdateSchema, { paymentMethod: 3, rateOption: 1 })).toEqual({ rateOption: ['Opción de tasa inválida'] });
    expect(errorsOf(userUpdateSchema, 'x')).toEqual({ root: ['Los datos enviados no son válidos.'] });
  });
});

describe('payload helpers', () => {
  it('maps role_id and see_simulator to the form names', () => {
    expect(normalizeUserPayload({ role_id: 3, see_simulator: 1 })).toEqual({ roleId: 3, seeSimulator: 1 });
    expect(normalizeUserPayload({ roleId: 4, role_id: 3 })).toEqual({ roleId: 4 });
  });

  it('id lists: positive integers, each once', () => {
    expect(idListSchema('x').parse([3, '4', 3])).toEqual([3, 4]);
    expect(idListSchema('x').safeParse([0]).success).toBe(false);
    expect(idListSchema('x').safeParse('1').success).toBe(false);
  });
});
