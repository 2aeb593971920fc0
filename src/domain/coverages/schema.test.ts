import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { COVERAGE_MESSAGES, coverageSchema, withCampaignAlias } from './schema';

const valid = { description: 'Granizo', coverageType: 'basic', cropId: 1, companyId: 2, campaignId: 2 };
const errorsOf = (payload: unknown) => {
  const r = coverageSchema.safeParse(payload);
  return r.success ? {} : fieldErrors(r.error);
};

describe('coverageSchema', () => {
  it('accepts a San Cristobal coverage without sancorId and fills the defaults', () => {
    const r = coverageSchema.parse({ ...valid, sancorId: 'abc' });
    expect(r).toMatchObject({
      description: 'Granizo',
      sancorId: null,
      sortOrder: 0,
      allowMultipleRisks: 1,
      video: null,
      pdfDescription: null,
    });
  });

  it('gives the spec message of every field', () => {
    expect(errorsOf({})).toEqual({
      description: [COVERAGE_MESSAGES.description],
      coverageType: ['Seleccione alguna opción'],
      cropId: ['Seleccione alguna opción'],
      companyId: ['Seleccione alguna opción'],
      campaignId: ['Seleccione alguna opción'],
    });
    expect(COVERAGE_MESSAGES.description).toBe('Nombre de cobertura vacío');
    expect(errorsOf({ ...valid, description: '   ', coverageType: 'otro', companyId: 1.5 })).toEqual({
      description: ['Nombre de cobertura vacío'],
      coverageType: ['Seleccione alguna opción'],
      companyId: ['Seleccione alguna opción'],
    });
  });

  it('requires an integer sancorId only for Sancor (company 1)', () => {
    expect(errorsOf({ ...valid, companyId: 1 })).toEqual({ sancorId: ['Sancor ID Invalido'] });
    expect(errorsOf({ ...valid, companyId: 1, sancorId: '12a' })).toEqual({ sancorId: ['Sancor ID Invalido'] });
    expect(errorsOf({ ...valid, companyId: 1, sancorId: 1.5 })).toEqual({ sancorId: ['Sancor ID Invalido'] });
    expect(coverageSchema.parse({ ...valid, companyId: '1', sancorId: '205' })).toMatchObject({ companyId: 1, sancorId: 205 });
  });

  it('reads campaign_id as campaignId', () => {
    const { campaignId: _c, ...rest } = valid;
    expect(coverageSchema.parse(withCampaignAlias({ ...rest, campaign_id: 3 })).campaignId).toBe(3);
  });
});
