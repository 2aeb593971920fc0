// The form values of the request form and the wizards -> the shared payload schema
// (src/domain/quotations/schema.ts).
import { z } from 'zod';
import type { SplitPart } from './SplitCoverages';
import { negotiationPayloadSchema, simpleNegotiationPayloadSchema } from '../../../domain/quotations/schema';

/**
 * The wizard's add-on choices (`addon_choices`, id and insurer) -> the add-ons of each risk of that
 * insurer; the simple wizard's split parts (`split_parts`) -> its risk's `splitCoverages` (a blank
 * part counts 0), none when the split is off.
 */
function toPayload(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  const v = values as Record<string, unknown>;
  const addonChoices = Array.isArray(v.addon_choices) ? (v.addon_choices as { id: number; companyId: number }[]) : undefined;
  const splitParts = Array.isArray(v.split_parts) ? (v.split_parts as SplitPart[]) : undefined;
  const split = splitParts && v.splitCoverages ? Object.fromEntries(splitParts.map((p) => [p.id, p.value === '' ? '0' : p.value])) : null;
  const risks = Array.isArray(v.risks)
    ? v.risks.map((risk: Record<string, unknown>) => {
        const out: Record<string, unknown> = { ...risk };
        if (addonChoices) out.addons = addonChoices.filter((a) => String(a.companyId) === String(risk.company_id)).map((a) => a.id);
        if (splitParts) out.splitCoverages = split;
        return out;
      })
    : v.risks;
  return { ...v, risks };
}

/** The negotiation form's schema: the payload schema over the form's values (NumberInput keeps dot decimals). */
export const negotiationFormSchema = z.preprocess(toPayload, negotiationPayloadSchema);

/** The simple wizard's (its discount message differs). */
export const simpleNegotiationFormSchema = z.preprocess(toPayload, simpleNegotiationPayloadSchema);
