// The financing simulator (docs/rules/financing.md; docs/financing.md), one crop
// at a time. docs/financing.md defines every field for a farmer, with a worked example that
// financing.test.ts checks to the cent. Every figure shown is rounded half away from zero to 2
// decimals, and each figure is computed from the rounded figures before it, so a user can redo
// the sums from the screen.
import { add, cmp, dec, div, fmt, HUNDRED, mul, round, sub, ZERO, type Dec } from '../core/decimal';

/** Days in the financing year (docs/financing.md#redondeo). */
export const DAYS_PER_YEAR = 365;
/** VAT on the interest of a loan, % (the suggestion of 2.13; the user may change the pesos one). */
export const VAT_ON_INTEREST_PERCENT = '10.5';
/** Tonnes to quintals: futures and board prices are per tonne, the farmer thinks in quintals. */
const QUINTALS_PER_TONNE = dec(10);

const money = (d: Dec) => round(d, 2);
const text = (d: Dec) => fmt(d, 2);

/** Calendar days from `from` to `to` (ISO dates, 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Interest of `capital` at `tna` % a year over `days`: capital × TNA/100 × days/365. */
export function interestFor(capital: string, tna: string, days: number): string {
  return text(div(mul(mul(dec(capital), dec(tna)), dec(days)), mul(HUNDRED, dec(DAYS_PER_YEAR)), 2));
}

/** The VAT suggested for an interest: 10.5 % of it. */
export const suggestedVat = (interest: string): string => text(div(mul(dec(interest), dec(VAT_ON_INTEREST_PERCENT)), HUNDRED, 2));

export interface FinancingCropInput {
  cropId: number;
  /** pesos lent today */
  capital: string;
  /** nominal annual rate of the pesos loan, % */
  tnaPesos: string;
  /** nominal annual rate of the dollars loan, % */
  tnaDollars: string;
  cropExpDate: string;
  dollarExpDate: string;
  /** interest of the pesos loan, pesos (suggested by interestFor, editable) */
  interest: string;
  /** VAT on that interest, pesos (suggested by suggestedVat, editable) */
  iva: string;
  includeProfitTax: boolean;
  includeIvaTax: boolean;
  includeDollarsPesos: boolean;
}

/** One crop as the financing form fills it in and sends it (the capital is the form's, shared). */
export type FinancingCropForm = Omit<FinancingCropInput, 'capital'>;

/** The market the simulation reads, for one crop. */
export interface FinancingMarket {
  /** the operation date (today), ISO */
  today: string;
  /** pesos per dollar today */
  dollarToday: string;
  /** the crop's board price today, dollars per tonne */
  boardPriceToday: string;
  /** the crop's future for the month of the crop expiry date, dollars per tonne */
  cropFuture: string;
  /** the dollar future (DLR) for the month of the dollar expiry date, pesos per dollar */
  dollarFuture: string;
  /** income-tax rate, %, for the saving of deducting the financial cost */
  incomeTaxPercent: string;
}

/** One block of the result (pesos loan or dollars loan); names are the API's. */
export interface FinancingBlock {
  total: string;
  total_pesos: string;
  tna_pesos: string;
  tna_dollars: string;
  qq_hoy: string;
  qq_fecha_vencimiento: string;
  tasa_bullet_fecha_vencimiento: string;
  ahorro_ganancias: string;
  tasa_bullet_ganancias: string;
  ahorro_iva: string;
  tasa_bullet_iva: string;
  cotiz_fecha_vencimiento: string;
  cotiz_fecha_hoy: string;
  dollars_today: string;
  dollars_exp_date: string;
  tasa_bullet_exp_date: string;
  tasa_bullet_ganancias_exp_date: string;
  tasa_bullet_iva_exp_date: string;
  crop_exp_date: string;
  dollar_exp_date: string;
  cotiz_dolar_fecha_vencimiento: string;
  dollar_today: string;
}

export interface FinancingCropResult {
  crop_id: number;
  pesos: FinancingBlock;
  /** null unless includeDollarsPesos */
  dollars: FinancingBlock | null;
}

/** (later / earlier − 1) × 100: the single-payment ('bullet') rate that takes `earlier` to `later`. */
const bulletRate = (later: Dec, earlier: Dec): Dec => money(sub(div(mul(later, HUNDRED), earlier, 10), HUNDRED));

interface Loan {
  /** pesos due at expiry, VAT included */
  totalPesos: Dec;
  /** the financial cost in pesos: interest (and, for dollars, the exchange difference) */
  financialCost: Dec;
  vat: Dec;
}

/** The crop's price today, pesos per quintal (board price × dollar / 10). */
export const quintalPriceToday = (m: Pick<FinancingMarket, 'boardPriceToday' | 'dollarToday'>): string =>
  text(div(mul(dec(m.boardPriceToday), dec(m.dollarToday)), QUINTALS_PER_TONNE, 10));

/** The crop's price at expiry, pesos per quintal (crop future × dollar future / 10). */
export const quintalPriceAtExpiry = (m: Pick<FinancingMarket, 'cropFuture' | 'dollarFuture'>): string =>
  text(div(mul(dec(m.cropFuture), dec(m.dollarFuture)), QUINTALS_PER_TONNE, 10));

/**
 * Why a capital cannot be financed in a crop, or null: the bullet rates compare what is paid with
 * the quintals and dollars the capital buys today, so it must buy at least one quintal (and a
 * dollar is always cheaper than a quintal).
 */
export function capitalTooSmall(capital: string, m: Pick<FinancingMarket, 'boardPriceToday' | 'dollarToday'>): boolean {
  return cmp(dec(capital), dec(quintalPriceToday(m))) < 0 || cmp(dec(capital), dec(m.dollarToday)) < 0;
}

/** `total` is what the loan costs over the capital, in pesos at expiry. */
function block(input: FinancingCropInput, m: FinancingMarket, loan: Loan, total: Dec): FinancingBlock {
  const capital = dec(input.capital);
  const dollarToday = dec(m.dollarToday);
  const dollarFuture = dec(m.dollarFuture);
  const priceToday = dec(quintalPriceToday(m));
  const priceAtExpiry = dec(quintalPriceAtExpiry(m));
  const qqToday = div(capital, priceToday, 2);
  const dollarsToday = div(capital, dollarToday, 2);

  const profitSaving = input.includeProfitTax ? div(mul(loan.financialCost, dec(m.incomeTaxPercent)), HUNDRED, 2) : ZERO;
  const vatSaving = input.includeIvaTax ? loan.vat : ZERO;
  const afterProfit = sub(loan.totalPesos, profitSaving);
  const afterVat = sub(afterProfit, vatSaving);
  // What is paid at expiry in quintals (at the crop future) and in dollars (at the dollar future).
  const qq = (pesos: Dec) => div(pesos, priceAtExpiry, 2);
  const usd = (pesos: Dec) => div(pesos, dollarFuture, 2);

  return {
    total: text(total),
    total_pesos: text(loan.totalPesos),
    tna_pesos: text(dec(input.tnaPesos)),
    tna_dollars: text(dec(input.tnaDollars)),
    qq_hoy: text(qqToday),
    qq_fecha_vencimiento: text(qq(loan.totalPesos)),
    tasa_bullet_fecha_vencimiento: text(bulletRate(qq(loan.totalPesos), qqToday)),
    ahorro_ganancias: text(profitSaving),
    tasa_bullet_ganancias: text(bulletRate(qq(afterProfit), qqToday)),
    ahorro_iva: text(vatSaving),
    tasa_bullet_iva: text(bulletRate(qq(afterVat), qqToday)),
    cotiz_fecha_vencimiento: text(priceAtExpiry),
    cotiz_fecha_hoy: text(priceToday),
    dollars_today: text(dollarsToday),
    dollars_exp_date: text(usd(loan.totalPesos)),
    tasa_bullet_exp_date: text(bulletRate(usd(loan.totalPesos), dollarsToday)),
    tasa_bullet_ganancias_exp_date: text(bulletRate(usd(afterProfit), dollarsToday)),
    tasa_bullet_iva_exp_date: text(bulletRate(usd(afterVat), dollarsToday)),
    crop_exp_date: input.cropExpDate,
    dollar_exp_date: input.dollarExpDate,
    cotiz_dolar_fecha_vencimiento: text(money(dollarFuture)),
    dollar_today: text(money(dollarToday)),
  };
}

/**
 * The financing of one crop: a pesos loan (capital + the interest and VAT entered) and, when
 * asked, the same capital as a dollars loan (capital at today's dollar, interest at the dollar
 * TNA, VAT at 10.5 % of that interest, all paid in pesos at the dollar future).
 */
export function financeCrop(input: FinancingCropInput, m: FinancingMarket): FinancingCropResult {
  const capital = dec(input.capital);
  const interest = dec(input.interest);
  const vat = dec(input.iva);
  const pesosLoan: Loan = { totalPesos: add(add(capital, interest), vat), financialCost: interest, vat };
  const pesos = block(input, m, pesosLoan, sub(pesosLoan.totalPesos, capital));

  let dollars: FinancingBlock | null = null;
  if (input.includeDollarsPesos) {
    // The capital bought as dollars today is worth this many pesos at the dollar future.
    const capitalAtFuture = div(mul(capital, dec(m.dollarFuture)), dec(m.dollarToday), 10);
    const days = daysBetween(m.today, input.dollarExpDate);
    const interestPesos = dec(interestFor(fmt(capitalAtFuture, 10), input.tnaDollars, days));
    const dollarVat = dec(suggestedVat(fmt(interestPesos, 2)));
    const totalPesos = add(add(money(capitalAtFuture), interestPesos), dollarVat);
    // The exchange difference is a financial cost too: all that is paid over the capital, VAT aside.
    const financialCost = sub(sub(totalPesos, dollarVat), capital);
    const loan = { totalPesos, financialCost: cmp(financialCost, ZERO) > 0 ? financialCost : ZERO, vat: dollarVat };
    dollars = block(input, m, loan, sub(totalPesos, capital));
  }
  return { crop_id: input.cropId, pesos, dollars };
}
