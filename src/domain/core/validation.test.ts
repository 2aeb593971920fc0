import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROOT_ERROR_KEY, VALIDATION_MESSAGE, fieldErrors, firstMessages, validationBody } from './validation';

const schema = z
  .object({
    description: z.string({ error: 'Descripción inválida' }).min(1, { error: 'Descripción inválida' }),
    risks: z.array(
      z.object({
        zone_id: z.number({ error: 'Departamento inválido' }),
        number_of_hectares: z.number({ error: 'Cantidad de hectáreas inválida' }).min(1, { error: 'Cantidad de hectáreas inválida' }),
      }),
    ),
  })
  .refine((v) => v.risks.length > 0, { error: 'Debe agregar al menos un campo de riesgo.' });

describe('fieldErrors', () => {
  it('groups messages by the path joined with dots', () => {
    const r = schema.safeParse({
      description: '',
      risks: [
        { zone_id: 1, number_of_hectares: 0 },
        { zone_id: 'x', number_of_hectares: 5 },
      ],
    });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      description: ['Descripción inválida'],
      'risks.0.number_of_hectares': ['Cantidad de hectáreas inválida'],
      'risks.1.zone_id': ['Departamento inválido'],
    });
  });

  it('keeps several messages of a field in order, each once', () => {
    const s = z.object({
      cuit: z.string().check(
        z.refine((v) => v.length === 11, { error: 'CUIT debe tener 11 números sin guiones ni puntos', abort: false }),
        z.refine((v) => /^\d*$/.test(v), { error: 'CUIT inválido' }),
        z.refine((v) => /^\d*$/.test(v), { error: 'CUIT inválido' }),
      ),
    });
    const r = s.safeParse({ cuit: '20-1' });
    expect(fieldErrors(r.error!)).toEqual({ cuit: ['CUIT debe tener 11 números sin guiones ni puntos', 'CUIT inválido'] });
  });

  it('puts issues without a path under root', () => {
    const r = schema.safeParse({ description: 'x', risks: [] });
    expect(fieldErrors(r.error!)).toEqual({ [ROOT_ERROR_KEY]: ['Debe agregar al menos un campo de riesgo.'] });
    expect(ROOT_ERROR_KEY).toBe('root');
  });
});

describe('validationBody', () => {
  it('is the API 422 body', () => {
    const r = schema.safeParse({ description: '', risks: [{ zone_id: 1, number_of_hectares: 2 }] });
    expect(validationBody(r.error!)).toEqual({
      message: 'Ocurrió un error de validación.',
      errors: { description: ['Descripción inválida'] },
    });
    expect(VALIDATION_MESSAGE).toBe('Ocurrió un error de validación.');
  });
});

describe('firstMessages', () => {
  it('lists the first message of each field', () => {
    expect(firstMessages({ a: ['uno', 'dos'], b: ['tres'], c: [] })).toEqual(['uno', 'tres']);
  });
});
