import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath, toQueryString } from './urls';

describe('URLs', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('query strings follow Laravel conventions', () => {
    expect(decodeURIComponent(toQueryString({ 'filter[search]': 'río', perPage: 10, a: null, b: '', ok: true, ids: [1, 2] }))).toBe(
      '?filter[search]=río&perPage=10&ok=1&ids[]=1&ids[]=2',
    );
    expect(toQueryString({})).toBe('');
  });

  it('paths of src/api are under /api; absolute ones are kept', () => {
    expect(apiPath('clients/3')).toBe('/api/clients/3');
    expect(apiPath('/oauth/token')).toBe('/oauth/token');
  });

  it('prefixes requests with VITE_API_URL (trailing slash dropped)', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.com/');
    vi.resetModules();
    const fresh = await import('./urls');
    expect(fresh.apiUrl('/api/crops')).toBe('https://api.example.com/api/crops');
    expect(fresh.apiUrl('api/x', { a: 1 })).toBe('https://api.example.com/api/x?a=1');
  });
});
