// The one number field of the app: es-AR display through src/domain/format ('1.234,50', '21,00 %').
import { useRecordContext } from 'react-admin';
import { formatNumber, formatPercent, type NumericValue } from '../../domain/core/format';

type Props = { decimals?: number; percent?: boolean } & ({ value: NumericValue; source?: never } | { source: string; value?: never });

/** A number from `value` or from the record's `source`, with `decimals` places (2) and ' %' when `percent`. */
export function NumberField({ value, source, decimals = 2, percent = false }: Props) {
  const record = useRecordContext();
  const raw = source ? (record?.[source] as NumericValue) : value;
  return <span>{percent ? formatPercent(raw, decimals) : formatNumber(raw, decimals)}</span>;
}
