import { describe, expect, it } from 'vitest';
import { firstFieldErrors, normalizeFieldErrors, renameFields, validationList } from './validation';
import { toApiError, validationFailureOf } from './errors';

describe('the 422 normaliser', () => {
  it('keeps flat dotted keys such as risks.0.zone_id, with every message once, in order', () => {
    expect(
      normalizeFieldErrors({ 'risks.0.zone_id': ['Departamento inválido', 'Departamento inválido', 'Otro'], cuit: 'Cuit inválido' }),
    ).toEqual({ 'risks.0.zone_id': ['Departamento inválido', 'Otro'], cuit: ['Cuit inválido'] });
  });

  it('flattens nested objects and arrays of objects into dotted paths', () => {
    expect(
      normalizeFieldErrors({
        risks: [{ zone_id: ['Departamento inválido'] }, { crop_id: { message: 'Cultivo inválido' } }],
        client: { email: ['Email inválido'] },
      }),
    ).toEqual({
      'risks.0.zone_id': ['Departamento inválido'],
      'risks.1.crop_id': ['Cultivo inválido'],
      'client.email': ['Email inválido'],
    });
  });

  it('ignores bodies without a field map', () => {
    expect(normalizeFieldErrors(undefined)).toEqual({});
    expect(normalizeFieldErrors('Ocurrió un error')).toEqual({});
    expect(normalizeFieldErrors({ email: [], name: null })).toEqual({});
  });

  it('the form gets the first message of each field, the list the first of each field once', () => {
    const errors = { name: ['Nombre requerido', 'x'], cuit: ['CUIT inválido'], other: ['CUIT inválido'] };
    expect(firstFieldErrors(errors)).toEqual({ name: 'Nombre requerido', cuit: 'CUIT inválido', other: 'CUIT inválido' });
    expect(validationList(errors)).toEqual(['Nombre requerido', 'CUIT inválido']);
    expect(validationList(undefined)).toEqual([]);
  });

  it("renames the API's fields to a form's, segment by segment", () => {
    expect(renameFields({ 'risks.0.zone_id': ['a'], zone_id: ['b'] }, { zone_id: 'zoneId' })).toEqual({
      'risks.0.zoneId': ['a'],
      zoneId: ['b'],
    });
  });
});

describe('validationFailureOf (the one reading of a 422 for a screen)', () => {
  it("gives each field's first message under the form's names and the list; null for other failures", () => {
    const error = toApiError(422, { errors: { capital: ['Capital inválido'], 'crops.0.tna_pesos': ['TNA inválido', 'otra'] } });
    expect(validationFailureOf(error, (path) => path.replace('crops.0', 'crops.2'))).toEqual({
      fields: { capital: 'Capital inválido', 'crops.2.tna_pesos': 'TNA inválido' },
      list: ['Capital inválido', 'TNA inválido'],
    });
    expect(validationFailureOf(error, { tna_pesos: 'tnaPesos' })?.fields).toHaveProperty(['crops.0.tnaPesos'], 'TNA inválido');
    expect(validationFailureOf(toApiError(403, { message: 'No.' }))).toBeNull();
    expect(validationFailureOf(new Error('red'))).toBeNull();
  });

  it("reads another react-admin provider's HttpError body (root left out)", () => {
    const httpError = { status: 422, body: { errors: { name: 'Nombre inválido', root: { serverError: 'x' } } } };
    expect(validationFailureOf(httpError)).toEqual({ fields: { name: 'Nombre inválido' }, list: ['Nombre inválido'] });
  });
});
