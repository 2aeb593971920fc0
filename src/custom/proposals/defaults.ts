// What the proposal form starts with (docs/rules/proposals.md#valores-por-defecto) and the
// currencies it offers (docs/rules/proposals.md#formulario: 1 pesos, 2 dollars, and the quintal variants of the crop per port).
import { CROP_IDS } from '../../domain/coverages/crops';
import { CURRENCY_IDS } from '../../domain/core/currencies';
import {
  DEFAULT_CARDINAL_POINT,
  DEFAULT_EXCHANGE_CENTER,
  DEFAULT_EXCHANGE_TYPE,
  DEFAULT_KILOMETERS,
  DEFAULT_PORT,
  PORTS,
  PROPOSAL_CURRENCY_IDS,
  PROPOSAL_QUINTAL_CURRENCY_IDS_BY_CROP,
} from '../../domain/proposals/choices';
import { PAYMENT_METHOD_IDS } from '../../domain/quotations/payment';
import type { Negotiation, Risk } from '../../domain/quotations/entity';

const CROP_KEYS: Record<number, keyof typeof PROPOSAL_QUINTAL_CURRENCY_IDS_BY_CROP> = {
  [CROP_IDS.soy]: 'soy',
  [CROP_IDS.corn]: 'corn',
  [CROP_IDS.sunflower]: 'sunflower',
  [CROP_IDS.wheat]: 'wheat',
};

/** Pesos, dollars and the crop's quintals at each port (the first one, Rosario's, is the quintal default). */
export function proposalCurrencyChoices(risk: Pick<Risk, 'crop'>): { id: number; name: string }[] {
  const variants = PROPOSAL_QUINTAL_CURRENCY_IDS_BY_CROP[CROP_KEYS[risk.crop.id] ?? 'soy'] ?? [];
  return [
    { id: PROPOSAL_CURRENCY_IDS.pesos, name: 'Pesos' },
    { id: PROPOSAL_CURRENCY_IDS.dollars, name: 'Dólares' },
    ...variants.map((id, i) => ({ id, name: `Quintales de ${risk.crop.description} - Puerto ${PORTS[i]?.name ?? ''}`.trim() })),
  ];
}

function defaultCurrency(risk: Pick<Risk, 'crop' | 'hectarePriceCurrency'>): number | null {
  const unit = risk.hectarePriceCurrency.id;
  if (unit === CURRENCY_IDS.peso) return PROPOSAL_CURRENCY_IDS.pesos;
  if (unit === CURRENCY_IDS.dollar) return PROPOSAL_CURRENCY_IDS.dollars;
  return proposalCurrencyChoices(risk)[2]?.id ?? null;
}

export const isExchangePayment = (n: Pick<Negotiation, 'paymentMethodId'>) => n.paymentMethodId === PAYMENT_METHOD_IDS.exchange;

export function proposalDefaults(n: Negotiation, risk: Risk) {
  const exchange = isExchangePayment(n);
  return {
    currencyId: defaultCurrency(risk),
    hailPaymentTypeId: exchange ? DEFAULT_EXCHANGE_TYPE : null,
    center: exchange ? DEFAULT_EXCHANGE_CENTER : null,
    // The producer's delivery place, else its supervisor's, else Puerto Rosario.
    store: exchange ? (n.user.exchangeStoreId ?? n.user.supervisor?.exchangeStoreId ?? DEFAULT_PORT) : null,
    zoneId: risk.zone?.id ?? null,
    cityId: null,
    zipCode: '',
    cardPoint: DEFAULT_CARDINAL_POINT,
    kilometers: String(DEFAULT_KILOMETERS),
    street: '',
    client: { documentNumber: n.client.cuit, email: n.client.email, phoneNumber: n.client.cell },
    producerNumber: n.user.sancorId ?? '',
  };
}
