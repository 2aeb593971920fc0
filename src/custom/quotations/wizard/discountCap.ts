// The producer's maximum discount in the wizards (docs/rules/quotations.md#riesgos): the
// inputs show it and a step with a larger discount does not go on; the server refuses it too.
import { useWatch } from 'react-hook-form';
import { useCanAccess } from 'react-admin';
import { useUserChoices } from '../../../api/users';
import { cmp, dec } from '../../../domain/core/decimal';
import { PRICING_MESSAGES } from '../../../domain/quotations/premium/messages';
import { roundedDecimal } from '../../../domain/core/numbers';
import { useCurrentUser } from '../../../layout/useCurrentUser';

/** The maximum discount % of whom the negotiation is for: the chosen producer, else the signed-in user; undefined while unknown. */
export function useDiscountCap(): number | undefined {
  const chosen: unknown = useWatch({ name: 'user_id' });
  const { user } = useCurrentUser();
  const { canAccess } = useCanAccess({ resource: 'negotiations', action: 'chooseProducer' });
  const producerId = chosen === '' || chosen == null ? undefined : Number(chosen);
  const other = producerId !== undefined && producerId !== user?.id;
  const choices = useUserChoices(!!canAccess && other);
  if (other) return choices.data?.find((u) => u.id === producerId)?.maxDiscountAllow;
  return user?.maxDiscountAllow;
}

/** The message of each risk whose discount passes `cap`, by form path (`risks.0.discount`). */
export function discountsAboveCap(risks: readonly { discount?: unknown }[], cap: number | undefined): { name: string; message: string }[] {
  if (cap === undefined) return [];
  return risks.flatMap((r, i) => {
    const d = roundedDecimal(r.discount);
    return d !== undefined && cmp(dec(d), dec(String(cap))) > 0
      ? [{ name: `risks.${i}.discount`, message: PRICING_MESSAGES.discountAboveMax(String(cap)) }]
      : [];
  });
}
