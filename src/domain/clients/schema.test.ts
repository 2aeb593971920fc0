import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { clientSchema, emptyClient, type ClientInput } from './schema';

const valid: ClientInput = {
  name: 'Juan Carlos',
  lastname: 'Pérez',
  cuit: '20200000030',
  address: 'Av. San Martín 1234, 2° piso',
  location: 'Marcos Juárez',
  province: 'Córdoba',
  cell: '3472123456',
  email: 'juan.perez@example.com',
  sancorId: 'AB1234',
};

function errorsOf(input: unknown) {
  const r = clientSchema.safeParse(input);
  expect(r.success).toBe(false);
  return r.success ? {} : fieldErrors(r.error);
}

describe('clientSchema', () => {
  it('accepts a valid client and keeps its values', () => {
    const r = clientSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(r.data).toEqual(valid);
  });

  it('trims every text before checking it', () => {
    const r = clientSchema.safeParse({
      ...valid,
      name: '  Juan ',
      lastname: ' Pérez  ',
      cuit: ' 20200000030 ',
      cell: ' 3472123456 ',
      email: '  juan@example.com ',
      sancorId: ' AB1 ',
      province: ' Santa Fe ',
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      name: 'Juan',
      lastname: 'Pérez',
      cuit: '20200000030',
      cell: '3472123456',
      email: 'juan@example.com',
      sancorId: 'AB1',
      province: 'Santa Fe',
    });
  });

  it.each([
    ['lastname', 'Apellido de cliente inválido'],
    ['cuit', 'Cuit inválido'],
    ['address', 'Dirección inválida'],
    ['location', 'Localidad inválida'],
    ['province', 'Provincia inválida'],
    ['cell', 'Numero de teléfono inválido'],
    ['email', 'Email inválido'],
    ['sancorId', 'Código de cliente inválido'],
  ])('requires %s (%s)', (field, message) => {
    expect(errorsOf({ ...valid, [field]: '' })).toEqual({ [field]: [message] });
    expect(errorsOf({ ...valid, [field]: '   ' })).toEqual({ [field]: [message] });
    const { [field as keyof ClientInput]: _omit, ...rest } = valid;
    expect(errorsOf(rest)).toEqual({ [field]: [message] });
  });

  it('reports the field message for non-string input instead of throwing', () => {
    for (const bad of [123, null, {}, [], true]) {
      expect(errorsOf({ ...valid, lastname: bad })).toEqual({ lastname: ['Apellido de cliente inválido'] });
      expect(errorsOf({ ...valid, cuit: bad })).toEqual({ cuit: ['Cuit inválido'] });
      expect(errorsOf({ ...valid, cell: bad })).toEqual({ cell: ['Numero de teléfono inválido'] });
      expect(errorsOf({ ...valid, email: bad })).toEqual({ email: ['Email inválido'] });
    }
    expect(errorsOf({ ...valid, name: 5 })).toEqual({ name: ['Nombre de cliente inválido'] });
    expect(errorsOf({ ...valid, name: {} })).toEqual({ name: ['Nombre de cliente inválido'] });
  });

  it('reports every invalid field at once', () => {
    const errors = errorsOf({
      name: 'J@n',
      lastname: 1,
      cuit: '20-20000003-0',
      address: '',
      location: 'a/b',
      province: null,
      cell: '123',
      email: 'no-mail',
      sancorId: 'A-1',
    });
    expect(errors).toEqual({
      name: ['Nombre de cliente inválido'],
      lastname: ['Apellido de cliente inválido'],
      cuit: ['Cuit inválido'],
      address: ['Dirección inválida'],
      location: ['Localidad inválida'],
      province: ['Provincia inválida'],
      cell: ['Numero de teléfono inválido'],
      email: ['Email inválido'],
      sancorId: ['Código de cliente inválido'],
    });
  });

  it('checks the CUIT digit', () => {
    expect(errorsOf({ ...valid, cuit: '20200000031' })).toEqual({ cuit: ['Cuit inválido'] });
    expect(errorsOf({ ...valid, cuit: '2020000003' })).toEqual({ cuit: ['Cuit inválido'] });
    expect(clientSchema.safeParse({ ...valid, cuit: '30500010912' }).success).toBe(true);
  });

  it('takes 7 to 10 digits as cell', () => {
    expect(clientSchema.safeParse({ ...valid, cell: '4212345' }).success).toBe(true);
    expect(clientSchema.safeParse({ ...valid, cell: '3472123456' }).success).toBe(true);
    for (const cell of ['421234', '34721234567', '347-212345', '3472 12345', '34721234a']) {
      expect(errorsOf({ ...valid, cell })).toEqual({ cell: ['Numero de teléfono inválido'] });
    }
  });

  it('rejects characters outside free text in text fields, but not in the e-mail', () => {
    expect(errorsOf({ ...valid, address: 'Calle 5 #12' })).toEqual({ address: ['Dirección inválida'] });
    expect(errorsOf({ ...valid, lastname: '<b>Pérez</b>' })).toEqual({ lastname: ['Apellido de cliente inválido'] });
    expect(errorsOf({ ...valid, sancorId: 'AB 12' })).toEqual({ sancorId: ['Código de cliente inválido'] });
    expect(clientSchema.safeParse({ ...valid, email: 'o_brien+agro@campo.com.ar' }).success).toBe(true);
  });

  it('rejects texts longer than 255 characters', () => {
    expect(errorsOf({ ...valid, address: 'a'.repeat(256) })).toEqual({ address: ['Dirección inválida'] });
  });

  it('leaves name optional for a natural person', () => {
    for (const name of ['', '   ', null, undefined]) {
      const r = clientSchema.safeParse({ ...valid, name });
      expect(r.success).toBe(true);
      expect(r.data?.name).toBe('');
    }
    const { name: _n, ...rest } = valid;
    expect(clientSchema.parse(rest).name).toBe('');
  });

  it('blanks the name of a legal person (CUIT 30, 33, 34) and does not check it', () => {
    for (const cuit of ['30500010912', '33693450239', '34123456787']) {
      const r = clientSchema.safeParse({ ...valid, cuit, name: 'Cualquier cosa $$$', lastname: 'Agro del Sur S.A.' });
      expect(r.success).toBe(true);
      expect(r.data?.name).toBe('');
      expect(r.data?.lastname).toBe('Agro del Sur S.A.');
    }
  });

  it('does not blame the hidden name when a legal-person CUIT is wrong', () => {
    expect(errorsOf({ ...valid, cuit: '30500010913', name: '$$$' })).toEqual({ cuit: ['Cuit inválido'] });
  });

  it('drops unknown keys', () => {
    const r = clientSchema.safeParse({ ...valid, id: 9, deletedAt: '2024-01-01', userId: 3 });
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty('id');
    expect(r.data).not.toHaveProperty('userId');
  });

  it('rejects a payload that is not an object with a Spanish message', () => {
    for (const input of [null, 'x', 42, [valid]]) {
      const r = clientSchema.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Los datos enviados no son válidos.');
    }
  });

  it('has empty default values that fail only on required fields', () => {
    expect(Object.keys(emptyClient).sort()).toEqual(Object.keys(valid).sort());
    const errors = errorsOf(emptyClient);
    expect(Object.keys(errors).sort()).toEqual(['address', 'cell', 'cuit', 'email', 'lastname', 'location', 'province', 'sancorId']);
  });
});
