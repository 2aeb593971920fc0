// The form values of the request form and the wizards -> the shared payload schema
// (src/domain/schemas/negotiation.ts).
import { z } from 'zod';
import { negotiationPayloadSchema } from '../../../domain/schemas/negotiation';

/** The wizard's add-on choices (`addon_choices`, id and insurer) -> the add-ons of each risk of that insurer. */
function toPayload(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  const v = values as Record<string, unknown>;
  const addonChoices = Array.isArray(v.addon_choices) ? (v.addon_choices as { id: number; companyId: number }[]) : undefined;
  const risks = Array.isArray(v.risks)
    ? v.risks.map((risk: Record<string, unknown>) => {
        const out: Record<string, unknown> = { ...risk };
        if (addonChoices) out.addons = addonChoices.filter((a) => String(a.companyId) === String(risk.company_id)).map((a) => a.id);
        return out;
      })
    : v.risks;
  return { ...v, risks };
}

/** The negotiation form's schema: the payload schema over the form's values (NumberInput keeps dot decimals). */
export const negotiationFormSchema = z.preprocess(toPayload, negotiationPayloadSchema);
