import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../core/validation';
import { COVERAGE_LINK_MESSAGES, coverageLinkFormSchema, coverageLinkSchema } from './schema';

const errorsOf = (schema: typeof coverageLinkSchema | typeof coverageLinkFormSchema, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
};

describe('coverageLinkSchema', () => {
  it('accepts http and https links, trimmed', () => {
    expect(coverageLinkSchema.parse({ link: ' https://youtu.be/abc ' })).toEqual({ link: 'https://youtu.be/abc' });
    expect(coverageLinkSchema.parse({ link: 'HTTP://example.com/v?id=1' }).link).toBe('HTTP://example.com/v?id=1');
  });

  it('refuses links without the scheme, empty or with spaces', () => {
    for (const link of ['www.youtube.com/x', 'ftp://x.com', 'https://', '', 'https://a b', 5, null]) {
      expect(errorsOf(coverageLinkSchema, { link })).toEqual({ link: [COVERAGE_LINK_MESSAGES.link] });
    }
    expect(COVERAGE_LINK_MESSAGES.link).toBe('El link debe iniciar con https:// o http://');
  });
});

describe('coverageLinkFormSchema', () => {
  it('requires a coverage', () => {
    expect(errorsOf(coverageLinkFormSchema, { coverageId: '', link: 'https://x.com' })).toEqual({
      coverageId: ['Seleccione una cobertura'],
    });
    expect(errorsOf(coverageLinkFormSchema, { link: 'x' })).toEqual({
      coverageId: ['Seleccione una cobertura'],
      link: [COVERAGE_LINK_MESSAGES.link],
    });
    expect(coverageLinkFormSchema.parse({ coverageId: '7', link: 'http://x.com' })).toEqual({ coverageId: 7, link: 'http://x.com' });
  });
});
