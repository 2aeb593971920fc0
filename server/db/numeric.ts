/**
 * A `numeric` column's text as the API answers money, rates and percentages: exact, with at
 * least two decimals and no trailing zeros beyond them ('4.7500' -> '4.75', '4.7525' stays, '21.0000' -> '21.00').
 */
export function decimalText(value: string): string {
  const [int, frac = ''] = value.split('.');
  return `${int}.${frac.replace(/0+$/, '').padEnd(2, '0')}`;
}
