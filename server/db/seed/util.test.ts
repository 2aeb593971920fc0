import { describe, expect, it } from 'vitest';
import { argentineWallClock, isoDate, monthStart } from './util';

describe("the seed's clock", () => {
  it("reads Argentina's calendar and hour, also when the machine's day (UTC) is already the next one", () => {
    // 01:30 UTC on 1 Dec is 22:30 of 30 Nov in Argentina: the demo's today, month and board day are November's
    const clock = argentineWallClock(new Date('2026-12-01T01:30:00Z'));
    expect(isoDate(clock)).toBe('2026-11-30');
    expect(clock.getHours()).toBe(22);
    expect(clock.getMinutes()).toBe(30);
    expect(isoDate(monthStart(clock, 0))).toBe('2026-11-01');
  });

  it('is the same day after 03:00 UTC', () => {
    expect(isoDate(argentineWallClock(new Date('2026-12-01T03:00:00Z')))).toBe('2026-12-01');
  });
});
