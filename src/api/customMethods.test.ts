import { describe, expect, it, vi } from 'vitest';
import { withCustomMethods } from './customMethods';
import { campaignsApi } from './campaigns';
import { coverageLinksApi } from './coverage-links';
import { coveragesApi } from './coverages';
import { dashboardApi } from './dashboard';
import { documentsApi } from './documents';
import { jobsApi } from './jobs';
import { marketApi } from './market';
import { proposalsApi } from './proposals';
import { negotiationsApi } from './quotations';
import { ratesIoApi } from './rates';
import { referenceApi } from './reference';
import { settingsApi } from './settings';
import { simulatorApi } from './simulator';
import { usersApi } from './users';

const AREAS = {
  campaigns: campaignsApi,
  coverageLinks: coverageLinksApi,
  coverages: coveragesApi,
  dashboard: dashboardApi,
  documents: documentsApi,
  jobs: jobsApi,
  market: marketApi,
  proposals: proposalsApi,
  negotiations: negotiationsApi,
  ratesIo: ratesIoApi,
  reference: referenceApi,
  settings: settingsApi,
  simulator: simulatorApi,
  users: usersApi,
};

describe('the data provider’s custom methods', () => {
  const provider = withCustomMethods({ getList: () => Promise.resolve('own') });

  it('carries every call of every area as <area><Method>, reaching that area’s call with its arguments', async () => {
    let count = 0;
    for (const [area, calls] of Object.entries(AREAS)) {
      for (const key of Object.keys(calls)) {
        const name = `${area}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
        const spy = vi.spyOn(calls as Record<string, (...a: unknown[]) => Promise<unknown>>, key).mockResolvedValue(`${area}.${key}`);
        expect(name in provider, name).toBe(true);
        await expect((provider as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(7, 'x')).resolves.toBe(
          `${area}.${key}`,
        );
        expect(spy).toHaveBeenCalledWith(7, 'x');
        spy.mockRestore();
        count++;
      }
    }
    expect(count).toBeGreaterThan(50);
  });

  it('keeps the provider’s own methods and answers nothing for unknown names', async () => {
    await expect(provider.getList()).resolves.toBe('own');
    expect((provider as Record<string, unknown>).then).toBeUndefined();
    expect('nothingKnown' in provider).toBe(false);
    expect((provider as Record<string, unknown>).coverages).toBeUndefined();
  });
});
