import { describe, expect, it } from 'vitest';
import { monthOfOption, readFuture } from './futures';

describe('monthOfOption', () => {
  it.each([
    ['DLR Nov/2026', '2026-11-01'],
    ['DLR/NOV26', '2026-11-01'],
    ['SOJ.ROS MAY27', '2027-05-01'],
    ['DLR 03/2027', '2027-03-01'],
    ['TRI.ROS dic/2026', '2026-12-01'],
  ])('reads the month of %s', (option, month) => expect(monthOfOption(option)).toBe(month));

  it('has no month for the spot contract', () => {
    expect(monthOfOption('DLR Contado')).toBeNull();
    expect(monthOfOption('A3500')).toBeNull();
  });
});

describe('readFuture', () => {
  it("keeps this API's kind, month and crop", () => {
    const row = { id: 3, option: 'Cultivo', value: '300.00', month: '2026-12-01', cropId: 4, kind: 'crop' as const };
    expect(readFuture(row)).toEqual(row);
  });

  it("derives them from the option of the original API's answer (id, option, value)", () => {
    expect(readFuture({ id: 1, option: 'DLR Contado', value: '1180.50' })).toEqual({
      id: 1,
      option: 'DLR Contado',
      value: '1180.50',
      month: null,
      cropId: null,
      kind: 'dollar',
    });
    expect(readFuture({ id: 9, option: 'SOJ.ROS MAY27', futureCrop: { value: '310.5' } })).toEqual({
      id: 9,
      option: 'SOJ.ROS MAY27',
      value: '310.5',
      month: '2027-05-01',
      cropId: 1,
      kind: 'crop',
    });
  });
});
