import { describe, expect, it } from 'vitest';
import { daysBetween, financeCrop, interestFor, suggestedVat, type FinancingCropInput, type FinancingMarket } from '.';

// The worked example of docs/financing.md, figured by hand.
const market: FinancingMarket = {
  today: '2026-11-23',
  dollarToday: '1150',
  boardPriceToday: '300',
  cropFuture: '310',
  dollarFuture: '1400',
  incomeTaxPercent: '35',
};
const soy: FinancingCropInput = {
  cropId: 1,
  capital: '1000000',
  tnaPesos: '40',
  tnaDollars: '5',
  cropExpDate: '2027-05-20',
  dollarExpDate: '2027-05-20',
  interest: '195068.49',
  iva: '20482.19',
  includeProfitTax: true,
  includeIvaTax: true,
  includeDollarsPesos: true,
};

describe('financing suggestions', () => {
  it('counts calendar days and suggests interest (365-day year) and 10.5 % VAT, to the cent', () => {
    expect(daysBetween('2026-11-23', '2027-05-20')).toBe(178);
    expect(daysBetween('2027-02-27', '2027-03-01')).toBe(2);
    expect(interestFor('1000000', '40', 178)).toBe('195068.49');
    expect(suggestedVat('195068.49')).toBe('20482.19');
    expect(interestFor('1000000', '40', 0)).toBe('0.00');
  });
});

describe('financeCrop: the worked example', () => {
  const result = financeCrop(soy, market);

  it('pesos loan', () => {
    expect(result.crop_id).toBe(1);
    expect(result.pesos).toEqual({
      total: '215550.68',
      total_pesos: '1215550.68',
      tna_pesos: '40.00',
      tna_dollars: '5.00',
      cotiz_fecha_hoy: '34500.00',
      cotiz_fecha_vencimiento: '43400.00',
      qq_hoy: '28.99',
      qq_fecha_vencimiento: '28.01',
      tasa_bullet_fecha_vencimiento: '-3.38',
      ahorro_ganancias: '68273.97',
      tasa_bullet_ganancias: '-8.83',
      ahorro_iva: '20482.19',
      tasa_bullet_iva: '-10.45',
      dollars_today: '869.57',
      dollars_exp_date: '868.25',
      tasa_bullet_exp_date: '-0.15',
      tasa_bullet_ganancias_exp_date: '-5.76',
      tasa_bullet_iva_exp_date: '-7.44',
      crop_exp_date: '2027-05-20',
      dollar_exp_date: '2027-05-20',
      cotiz_dolar_fecha_vencimiento: '1400.00',
      dollar_today: '1150.00',
    });
  });

  it('dollars loan', () => {
    expect(result.dollars).toMatchObject({
      total: '250192.50',
      total_pesos: '1250192.50',
      qq_hoy: '28.99',
      qq_fecha_vencimiento: '28.81',
      tasa_bullet_fecha_vencimiento: '-0.62',
      ahorro_ganancias: '86476.47',
      tasa_bullet_ganancias: '-7.52',
      ahorro_iva: '3116.86',
      tasa_bullet_iva: '-7.76',
      dollars_today: '869.57',
      dollars_exp_date: '892.99',
      tasa_bullet_exp_date: '2.69',
      tasa_bullet_ganancias_exp_date: '-4.41',
      tasa_bullet_iva_exp_date: '-4.67',
    });
  });
});

describe('financeCrop: properties', () => {
  it('costs nothing in quintals or dollars with no interest, flat prices and no taxes', () => {
    const flat = financeCrop(
      { ...soy, tnaPesos: '0', tnaDollars: '0', interest: '0', iva: '0', includeProfitTax: false, includeIvaTax: false },
      { ...market, cropFuture: '300', dollarFuture: '1150' },
    );
    for (const b of [flat.pesos, flat.dollars]) {
      expect(b?.total).toBe('0.00');
      expect(b?.tasa_bullet_fecha_vencimiento).toBe('0.00');
      expect(b?.tasa_bullet_iva).toBe('0.00');
      expect(b?.tasa_bullet_exp_date).toBe('0.00');
    }
  });

  it('without the switches: no savings and no dollars block', () => {
    const r = financeCrop({ ...soy, includeProfitTax: false, includeIvaTax: false, includeDollarsPesos: false }, market);
    expect(r.pesos.ahorro_ganancias).toBe('0.00');
    expect(r.pesos.ahorro_iva).toBe('0.00');
    expect(r.pesos.tasa_bullet_iva).toBe(r.pesos.tasa_bullet_fecha_vencimiento);
    expect(r.dollars).toBeNull();
  });
});
