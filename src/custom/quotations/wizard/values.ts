// The wizards' form values: empty ones, and those of a negotiation being quoted or edited.
import { DEFAULT_FRANCHISE_FILTER } from '../../../domain/quotations/choices';
import { wizardOf } from '../../../domain/quotations/payment';
import type { Negotiation } from '../../../domain/quotations/entity';
import type { AddonChoice } from './CoveragePicker';
import { emptyRisk, type RiskFormValues } from './RiskPanels';
import type { SplitPart } from './SplitCoverages';

export function emptyWizardValues(type: 'grouped' | 'simple' = 'grouped') {
  return {
    client_id: null,
    client: null,
    user_id: null,
    type,
    state: 'initiated',
    risks: [emptyRisk()],
    harvest: 'thick',
    modules: [] as number[],
    addon_choices: [] as AddonChoice[],
    payment_method_id: null,
    rate_option_id: null,
    correction_factor: '0',
    fd_filter: DEFAULT_FRANCHISE_FILTER,
    splitCoverages: 0,
    ...(type === 'simple' ? { split_parts: [] as SplitPart[] } : {}),
    observations: '',
  };
}

/**
 * Whether a negotiation is edited with the simple wizard's rules: a confirmed simple or double-crop
 * quotation stays simple (a request is quoted with the grouped wizard, docs/rules/quotations.md#asistente-agrupado).
 */
export const editsAsSimple = (n: Pick<Negotiation, 'isConfirmed' | 'type'>) => n.isConfirmed === 1 && wizardOf(n.type) === 'simple';

/** A request or quotation as the wizard edits it. */
export function wizardValuesOf(n: Negotiation) {
  const risks: RiskFormValues[] = n.risks.map((r) => ({
    id: r.id,
    description: r.description ?? '',
    company_id: r.company?.id ?? r.zone?.companyId ?? '',
    province_id: r.zone?.province.id ?? '',
    zone_id: r.zone?.id ?? '',
    crop_id: r.crop.id,
    number_of_hectares: r.numberOfHectares,
    hectare_price: r.hectarePrice,
    hectare_price_currency_id: r.hectarePriceCurrency.id,
    discount: r.discount,
    observations: r.observations,
    is_double_crop: r.isDoubleCrop === 1,
    double_crop: r.doubleCrop
      ? {
          crop_id: r.doubleCrop.cropId,
          zone_id: r.doubleCrop.zoneId,
          hectare_price: r.doubleCrop.hectarePrice,
          description: r.doubleCrop.description,
        }
      : null,
    splitCoverages: r.splitCoverages,
  }));
  const addons = new Map<number, AddonChoice>();
  for (const r of n.risks) for (const a of r.addons) addons.set(a.id, { id: a.id, companyId: a.companyId });
  const simple = editsAsSimple(n);
  const split = n.risks[0]?.splitCoverages;
  return {
    ...emptyWizardValues(simple ? 'simple' : 'grouped'),
    ...(simple && split ? { split_parts: Object.entries(split).map(([id, value]): SplitPart => ({ id: Number(id), value })) } : {}),
    type: simple ? (n.type ?? 'simple') : 'grouped',
    client_id: n.client.id,
    user_id: n.user.id,
    risks,
    harvest: n.modules.find((m) => m.harvest)?.harvest ?? n.risks[0]?.crop.harvest ?? 'thick',
    modules: n.modules.map((m) => m.id),
    addon_choices: [...addons.values()],
    payment_method_id: n.paymentMethodId,
    rate_option_id: n.rateOptionId,
    correction_factor: n.correctionFactor,
    fd_filter: n.fdFilter,
    splitCoverages: n.splitCoverages,
    observations: n.observations ?? '',
  };
}
