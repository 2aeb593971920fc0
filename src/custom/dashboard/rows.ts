// The cells of the dashboard's latest-negotiations table (docs/rules/dashboard.md#últimas-cotizaciones): one
// line per risk of the negotiation, joined, and '-' where the value is not there.
import { choiceName } from '../../domain/core/choice';
import { NEGOTIATION_STATE_LABELS } from '../../domain/quotations/statuses';
import { PAYMENT_METHODS, RATE_OPTIONS } from '../../domain/quotations/payment';
import type { NegotiationListItem } from '../../domain/quotations/entity';
import { formatMoney, formatNumber, formatPercent } from '../../domain/core/format';

type Row = NegotiationListItem;
const each = (n: Row, cell: (r: Row['risks'][number]) => string | null | undefined) =>
  n.risks.map((r) => cell(r) || '-').join(' / ') || '-';

export const zoneCell = (n: Row) => each(n, (r) => r.zone);
export const cropCell = (n: Row) => each(n, (r) => r.crop);
/** '100,00 ha · 30,00 QQ', '50,00 ha · USD 1.500,00': hectares and the hectare value with its unit, as every amount is written. */
export const quantityCell = (n: Row) =>
  each(n, (r) =>
    r.numberOfHectares === undefined
      ? null
      : `${formatNumber(r.numberOfHectares)} ha · ${r.hectarePriceCurrencyId === undefined ? formatNumber(r.hectarePrice ?? '') : formatMoney(r.hectarePrice ?? '', r.hectarePriceCurrencyId)}`.trim(),
  );
export const acceptedCell = (n: Row) => each(n, (r) => r.acceptedCoverage);
export const discountCell = (n: Row) => each(n, (r) => (r.discount === undefined ? null : formatPercent(r.discount)));
/** The state, capitalised. */
export const stateCell = (n: Row) => NEGOTIATION_STATE_LABELS[n.state] ?? n.state.charAt(0).toUpperCase() + n.state.slice(1);
export const paymentCell = (n: Row) => (n.paymentMethodId == null ? '-' : choiceName(PAYMENT_METHODS, n.paymentMethodId));
export const rateOptionCell = (n: Row) => (n.rateOptionId == null ? '-' : choiceName(RATE_OPTIONS, n.rateOptionId));
