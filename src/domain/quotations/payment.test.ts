import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencySymbol } from '../core/currencies';
import { PAYMENT_METHODS, RATE_OPTIONS_BY_PAYMENT_METHOD, allowedRateOptionIds, isOpenBarter, rateOptionsFor } from './payment';
import { QUOTATION_STATUS_LABELS, quotationStatusLabel } from './statuses';
import { choiceName } from '../core/choice';

describe('payment methods and rate options', () => {
  it('lets methods 1, 2, 5 pick with/without VAT and 3, 4 only before taxes', () => {
    expect(rateOptionsFor(1).map((o) => o.name)).toEqual(['Prima con IVA', 'Prima sin IVA']);
    expect(rateOptionsFor(5).map((o) => o.id)).toEqual([1, 2]);
    expect(rateOptionsFor(3).map((o) => o.name)).toEqual(['Prima antes de impuestos']);
    expect(rateOptionsFor(4).map((o) => o.id)).toEqual([3]);
    expect(rateOptionsFor(9)).toEqual([]);
    expect(rateOptionsFor(null)).toEqual([]);
    // what a schema check still sees when the field failed: never a property of the table
    for (const raw of ['toString', '__proto__', 'constructor', '1', 1.5]) expect(allowedRateOptionIds(raw)).toEqual([]);
    expect(Object.keys(RATE_OPTIONS_BY_PAYMENT_METHOD).map(Number)).toEqual(PAYMENT_METHODS.map((m) => m.id));
  });
  it('names choices by id', () => {
    expect(choiceName(PAYMENT_METHODS, 4)).toBe('Pago en Especie Financiado');
    expect(choiceName(PAYMENT_METHODS, '3')).toBe('Pago en Especie');
    expect(choiceName(PAYMENT_METHODS, 7)).toBe('');
    expect(choiceName(PAYMENT_METHODS, null)).toBe('');
  });
});

describe('currencies', () => {
  it('has quintal 1 QQ, dollar 2 USD, peso 3 $', () => {
    expect(CURRENCIES.map((c) => [c.id, c.symbol])).toEqual([
      [1, 'QQ'],
      [2, 'USD'],
      [3, '$'],
    ]);
    expect(currencySymbol(3)).toBe('$');
    expect(currencySymbol(undefined)).toBe('');
  });
  it('warns open barter for exchange payment in pesos or dollars', () => {
    expect(isOpenBarter(1, 3)).toBe(true);
    expect(isOpenBarter(1, 2)).toBe(true);
    expect(isOpenBarter(1, 1)).toBe(false);
    expect(isOpenBarter(2, 3)).toBe(false);
  });
});

describe('quotation status labels', () => {
  it('maps internal names to the display labels', () => {
    expect(QUOTATION_STATUS_LABELS.initiated).toBe('Nueva');
    expect(quotationStatusLabel('aceptada')).toBe('Aceptada');
    expect(quotationStatusLabel('updated')).toBe('Recotizada');
    expect(quotationStatusLabel('REJECTED')).toBe('Rechazada');
    expect(quotationStatusLabel('advanced')).toBe('Anticipada');
    expect(quotationStatusLabel('proposal')).toBe('Propuesta');
    expect(quotationStatusLabel('policy')).toBe('Póliza');
    expect(quotationStatusLabel('otro')).toBe('Otro');
    expect(quotationStatusLabel(null)).toBe('');
  });
});
