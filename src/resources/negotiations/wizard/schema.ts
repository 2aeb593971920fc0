// The form values of the request form and the wizards -> the shared payload schema
// (src/domain/schemas/negotiation.ts).
import { z } from 'zod';
import { toDotDecimal } from '../../../components/inputs/DecimalInput';
import { negotiationPayloadSchema } from '../../../domain/schemas/negotiation';

const RISK_DECIMALS = ['number_of_hectares', 'hectare_price', 'discount'] as const;

/**
 * es-AR decimals -> dot decimals; the wizard's add-on choices (`addon_choices`, id and insurer)
 * -> the add-ons of each risk of that insurer.
 */
function toPayload(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  const v = values as Record<string, unknown>;
  const addonChoices = Array.isArray(v.addon_choices) ? (v.addon_choices as { id: number; companyId: number }[]) : undefined;
  const risks = Array.isArray(v.risks)
    ? v.risks.map((risk: Record<string, unknown>) => {
        const out: Record<string, unknown> = { ...risk };
        for (const field of RISK_DECIMALS) out[field] = toDotDecimal(risk[field]);
        const double = risk.double_crop as Record<string, unknown> | null | undefined;
        if (double) out.double_crop = { ...double, hectare_price: toDotDecimal(double.hectare_price) };
        if (addonChoices) out.addons = addonChoices.filter((a) => String(a.companyId) === String(risk.company_id)).map((a) => a.id);
        return out;
      })
    : v.risks;
  return { ...v, risks, correction_factor: toDotDecimal(v.correction_factor) };
}

/** The negotiation form's schema: the payload schema over values typed in es-AR. */
export const negotiationFormSchema = z.preprocess(toPayload, negotiationPayloadSchema);
