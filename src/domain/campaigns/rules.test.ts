import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_COLORS, CAMPAIGN_STATUS_LABELS, campaignStatus, campaignsOverlap, currentCampaign } from './rules';

const c = { dateFrom: '2025-07-01', dateTo: '2026-06-30' };

describe('campaignStatus', () => {
  it('is "no activa" (grey) before dateFrom', () => {
    const s = campaignStatus(c, '2025-06-30');
    expect(s).toBe('inactive');
    expect(CAMPAIGN_STATUS_LABELS[s]).toBe('no activa');
    expect(CAMPAIGN_STATUS_COLORS[s]).toBe('default');
  });

  it('is "activa" (green) from dateFrom to dateTo, both included', () => {
    for (const day of ['2025-07-01', '2025-12-31', '2026-06-30']) expect(campaignStatus(c, day)).toBe('active');
    expect(CAMPAIGN_STATUS_LABELS.active).toBe('activa');
    expect(CAMPAIGN_STATUS_COLORS.active).toBe('success');
  });

  it('is "finalizada" (red) after dateTo', () => {
    const s = campaignStatus(c, '2026-07-01');
    expect(s).toBe('finished');
    expect(CAMPAIGN_STATUS_LABELS[s]).toBe('finalizada');
    expect(CAMPAIGN_STATUS_COLORS[s]).toBe('error');
  });

  it('uses today in Argentina by default', () => {
    expect(campaignStatus({ dateFrom: '1900-01-01', dateTo: '2999-12-31' })).toBe('active');
    expect(campaignStatus({ dateFrom: '2999-01-01', dateTo: '2999-12-31' })).toBe('inactive');
  });
});

describe('campaignsOverlap', () => {
  it('counts a shared day as overlap and adjacent campaigns as not', () => {
    expect(campaignsOverlap(c, { dateFrom: '2026-06-30', dateTo: '2027-06-30' })).toBe(true);
    expect(campaignsOverlap(c, { dateFrom: '2026-07-01', dateTo: '2027-06-30' })).toBe(false);
    expect(campaignsOverlap(c, { dateFrom: '2025-08-01', dateTo: '2025-09-01' })).toBe(true);
    expect(campaignsOverlap({ dateFrom: '2024-01-01', dateTo: '2030-01-01' }, c)).toBe(true);
  });
});

describe('currentCampaign', () => {
  it('picks the campaign running today', () => {
    const list = [
      { id: 1, dateFrom: '2024-07-01', dateTo: '2025-06-30' },
      { id: 2, ...c },
      { id: 3, dateFrom: '2026-07-01', dateTo: '2027-06-30' },
    ];
    expect(currentCampaign(list, '2025-10-10')?.id).toBe(2);
    expect(currentCampaign(list, '2030-01-01')).toBeUndefined();
  });
});
