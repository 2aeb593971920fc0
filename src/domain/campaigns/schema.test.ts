import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { CAMPAIGN_MESSAGES, campaignFormProblem, campaignSchema, isIsoDate } from './schema';

const errorsOf = (value: unknown) => {
  const r = campaignSchema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('campaignSchema', () => {
  it('accepts a campaign and trims it', () => {
    const r = campaignSchema.parse({ description: '  Campaña 2030/2031 ', dateFrom: '2030-07-01', dateTo: '2031-06-30' });
    expect(r).toEqual({ description: 'Campaña 2030/2031', dateFrom: '2030-07-01', dateTo: '2031-06-30' });
  });

  it('says "Hay campos incompletos." for each missing or blank field', () => {
    expect(errorsOf({ description: ' ', dateTo: '' })).toEqual({
      description: [CAMPAIGN_MESSAGES.incomplete],
      dateFrom: [CAMPAIGN_MESSAGES.incomplete],
      dateTo: [CAMPAIGN_MESSAGES.incomplete],
    });
    expect(errorsOf({ description: null, dateFrom: 5, dateTo: '2030-01-01' })).toMatchObject({
      description: [CAMPAIGN_MESSAGES.incomplete],
      dateFrom: [CAMPAIGN_MESSAGES.incomplete],
    });
  });

  it('requires dateFrom before dateTo', () => {
    expect(errorsOf({ description: 'X', dateFrom: '2030-07-01', dateTo: '2030-07-01' })).toEqual({
      dateTo: [CAMPAIGN_MESSAGES.badInterval],
    });
    expect(errorsOf({ description: 'X', dateFrom: '2031-07-01', dateTo: '2030-07-01' })).toEqual({
      dateTo: [CAMPAIGN_MESSAGES.badInterval],
    });
  });

  it('refuses dates that are not real days', () => {
    expect(errorsOf({ description: 'X', dateFrom: '2030-02-30', dateTo: '30/06/2031' })).toEqual({
      dateFrom: [CAMPAIGN_MESSAGES.badDate],
      dateTo: [CAMPAIGN_MESSAGES.badDate],
    });
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('0001-01-01')).toBe(false);
  });

  it('refuses a payload that is not an object without throwing', () => {
    expect(campaignSchema.safeParse('x').success).toBe(false);
    expect(campaignSchema.safeParse(null).success).toBe(false);
  });
});

describe('campaignFormProblem', () => {
  it('gives the spec dialog: incomplete first, then the interval', () => {
    expect(campaignFormProblem([CAMPAIGN_MESSAGES.badInterval, CAMPAIGN_MESSAGES.incomplete])).toEqual({
      title: 'Hay campos incompletos.',
      footer: 'Complete todos los datos para registrar la campaña.',
    });
    expect(campaignFormProblem([CAMPAIGN_MESSAGES.badInterval])).toEqual({
      title: 'Intervalo de fechas no válido.',
      footer: 'Cambie las fechas de inicio y cierre para continuar.',
    });
    expect(campaignFormProblem([])).toBeNull();
  });
});
