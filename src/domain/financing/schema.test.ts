import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { financingRequestSchema } from './schema';

const today = '2026-11-23';
const crop = {
  cropId: 1,
  tnaPesos: '40',
  tnaDollars: 5,
  cropExpDate: '2027-05-20',
  dollarExpDate: '2027-05-20',
  interest: '195068.49',
  iva: '20482.19',
  includeProfitTax: 1,
  includeIvaTax: false,
  includeDollarsPesos: true,
};
const errorsOf = (payload: unknown) => {
  const r = financingRequestSchema(today).safeParse(payload);
  return r.success ? {} : fieldErrors(r.error);
};

describe('financingRequestSchema', () => {
  it('accepts a good request and reads numbers and flags as the API sends them', () => {
    const r = financingRequestSchema(today).parse({ capital: '1000000', negotiationId: 3, crops: [crop] });
    expect(r.capital).toBe('1000000');
    expect(r.crops[0]).toMatchObject({
      cropId: 1,
      tnaDollars: '5',
      includeProfitTax: true,
      includeIvaTax: false,
      includeDollarsPesos: true,
    });
  });

  it("says the spec's message for each bad field", () => {
    expect(
      errorsOf({
        capital: 'mucho',
        negotiationId: 3,
        crops: [{ ...crop, tnaPesos: '', tnaDollars: '-1', interest: 'x', iva: null, cropExpDate: '2026-12-20', dollarExpDate: 'mañana' }],
      }),
    ).toEqual({
      capital: ['Capital inválido'],
      'crops.0.tnaPesos': ['TNA inválido'],
      'crops.0.tnaDollars': ['TNA inválido'],
      'crops.0.interest': ['Interés inválido'],
      'crops.0.iva': ['IVA inválido'],
      'crops.0.cropExpDate': ['Fecha inválida'],
      'crops.0.dollarExpDate': ['Fecha inválida'],
    });
  });

  it('wants a capital above zero, an expiry more than 30 days away, at least one crop, each once, of soy, corn or wheat', () => {
    expect(errorsOf({ capital: '0', negotiationId: 3, crops: [crop] })).toEqual({ capital: ['Capital inválido'] });
    expect(errorsOf({ capital: '1', negotiationId: 3, crops: [{ ...crop, cropExpDate: '2026-12-23' }] })).toEqual({
      'crops.0.cropExpDate': ['Fecha inválida'],
    });
    expect(errorsOf({ capital: '1', negotiationId: 3, crops: [{ ...crop, cropExpDate: '2026-12-24' }] })).toEqual({});
    expect(errorsOf({ capital: '1', negotiationId: 3, crops: [] })).toEqual({ crops: ['Revise los datos ingresados.'] });
    expect(errorsOf({ capital: '1', negotiationId: 3, crops: [crop, crop] })).toEqual({
      'crops.1.cropId': ['El cultivo ya fue agregado.'],
    });
    expect(errorsOf({ capital: '1', negotiationId: 3, crops: [{ ...crop, cropId: 3 }] })).toEqual({
      'crops.0.cropId': ['Cultivo inválido'],
    });
  });
});
