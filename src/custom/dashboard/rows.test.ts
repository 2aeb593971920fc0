import { describe, expect, it } from 'vitest';
import type { NegotiationListItem } from '../../domain/quotations/entity';
import { quantityCell } from './rows';

const risk = (hectarePrice: string, hectarePriceCurrencyId: number) => ({
  id: 1,
  zone: 'Río Cuarto',
  crop: 'Soja',
  numberOfHectares: '90',
  hectarePrice,
  hectarePriceCurrencyId,
});

describe('the latest quotations of the dashboard', () => {
  it('write each hectare value with its unit as every amount is written: $ and USD before, QQ after', () => {
    const row = { risks: [risk('980000', 3), risk('1450', 2), risk('36', 1)] } as unknown as NegotiationListItem;
    expect(quantityCell(row)).toBe('90,00 ha · $ 980.000,00 / 90,00 ha · USD 1.450,00 / 90,00 ha · 36,00 QQ');
  });
});
