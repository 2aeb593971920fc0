import { describe, expect, it } from 'vitest';
import {
  SETTINGS_MESSAGES,
  addressListError,
  changedSettings,
  fromAddressError,
  ignoreDiscountSchema,
  noteSchema,
  settingsErrors,
  settingsPayloadSchema,
  taxVatSchema,
} from './schema';

const current = {
  company_domain: '@cotizador.local',
  on_advance_send_emails_from_address: 'anticipos@cotizador.local',
  on_advance_send_emails_bcc_address: '',
  on_advance_send_emails_enabled: '1',
  thick_recharge_rate: '3.50',
};

describe('email settings', () => {
  it('origin addresses are required, valid and of the company domain', () => {
    expect(fromAddressError('ventas@cotizador.local', '@cotizador.local')).toBeNull();
    expect(fromAddressError('  ', '@cotizador.local')).toBe(SETTINGS_MESSAGES.fromRequired);
    expect(fromAddressError('ventas@otra.com', '@cotizador.local')).toBe('La dirección de origen debe terminar en @cotizador.local');
    expect(fromAddressError('ventas', '@cotizador.local')).toBe(SETTINGS_MESSAGES.email);
  });

  it('address lists are comma-separated; a semicolon is refused', () => {
    expect(addressListError('')).toBeNull();
    expect(addressListError('a@b.com, c@d.com')).toBeNull();
    expect(addressListError('a@b.com; c@d.com')).toBe(SETTINGS_MESSAGES.semicolon);
    expect(addressListError('a@b.com, nada')).toBe(SETTINGS_MESSAGES.email);
  });
});

describe('settings changes', () => {
  it('knows only the options of the spec that exist', () => {
    expect(settingsErrors({ company_domain: '@x.com', nope: '1' }, { current, futures: null })).toEqual({
      company_domain: [SETTINGS_MESSAGES.unknownOption],
      nope: [SETTINGS_MESSAGES.unknownOption],
    });
    expect(settingsErrors({ on_advance_send_emails_enabled: 'true' }, { current, futures: null })).toEqual({
      on_advance_send_emails_enabled: [SETTINGS_MESSAGES.boolean],
    });
  });

  it('parses both payload shapes to option -> value', () => {
    expect(settingsPayloadSchema.parse({ settings: [{ option: 'a', value: 1 }] })).toEqual({ a: '1' });
    expect(
      settingsPayloadSchema.parse([
        { option: 'a', value: null },
        { option: 'b', value: true },
      ]),
    ).toEqual({ a: '', b: '1' });
    expect(settingsPayloadSchema.safeParse({ settings: [] }).success).toBe(false);
    expect(settingsPayloadSchema.safeParse([{ value: '1' }]).error?.issues[0]).toMatchObject({
      path: ['settings', 0, 'option'],
      message: 'Los datos enviados no son válidos.',
    });
    expect(settingsErrors({ thick_recharge_rate: '0' }, { current, futures: null })).toEqual({
      thick_recharge_rate: ['Las tasas deben ser completadas.'],
    });
  });

  it('the form sends only what changed', () => {
    expect(
      changedSettings(
        { on_advance_send_emails_enabled: false, thick_recharge_rate: '3.50 ', on_advance_send_emails_bcc_address: undefined },
        current,
      ),
    ).toEqual({
      on_advance_send_emails_enabled: '0',
    });
  });
});

describe('ignore-discount rule', () => {
  it('needs one filter, and a department only with a province', () => {
    expect(ignoreDiscountSchema.safeParse({ moduleId: '', cropId: null }).error?.issues[0]?.message).toBe(
      'Debe completar al menos uno de los filtros',
    );
    expect(ignoreDiscountSchema.safeParse({ zoneId: 3 }).error?.issues[0]?.path).toEqual(['zoneId']);
    expect(ignoreDiscountSchema.parse({ cropId: '4' })).toEqual({ moduleId: null, cropId: 4, provinceId: null, zoneId: null });
    expect(ignoreDiscountSchema.safeParse({ cropId: 'x' }).success).toBe(false);
  });
});

describe('VAT and notes', () => {
  it('VAT is a percentage 0..100 with up to two decimals', () => {
    expect(taxVatSchema.parse({ value: '10,5' })).toEqual({ value: '10.50' });
    expect(taxVatSchema.parse({ value: 21 })).toEqual({ value: '21.00' });
    expect(taxVatSchema.parse({ value: '100' })).toEqual({ value: '100.00' });
    for (const value of ['100.5', '-1', '1.234', '', 'a']) expect(taxVatSchema.safeParse({ value }).success).toBe(false);
  });

  it('a note is text', () => {
    expect(noteSchema.parse({ value: null })).toEqual({ value: '' });
    expect(noteSchema.safeParse({ value: 5 }).success).toBe(false);
  });
});
