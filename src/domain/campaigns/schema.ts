// Campaign create/update payload (docs/rules/campaigns.md#alta-y-edición).

import { z } from 'zod';
import { INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, whenObject } from '../core/fields';

export const CAMPAIGN_MESSAGES = {
  incomplete: 'Hay campos incompletos.',
  incompleteFooter: 'Complete todos los datos para registrar la campaña.',
  badInterval: 'Intervalo de fechas no válido.',
  badIntervalFooter: 'Cambie las fechas de inicio y cierre para continuar.',
  overlapTitle: 'Fechas de campaña solapadas',
  overlapFooter: 'Cambie las fechas desde y hasta en su nueva campaña.',
  /** Server detail on dateFrom/dateTo; {description} is the other campaign. */
  overlapsWith: 'Las fechas se superponen con la campaña {description}.',
  badDate: 'Fecha inválida',
  tooLong: `La descripción admite hasta ${MAX_TEXT_LENGTH} caracteres.`,
  created: 'Campaña creada correctamente',
  saved: 'Los cambios en la campaña fueron registrados.',
  loadError: 'Error al obtener las campañas',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (years 1900-2999, what a campaign may use). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2999) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

// Missing, null or blank is 'incomplete'; a non-date is 'Fecha inválida'.
const dateField = z
  .string({ error: CAMPAIGN_MESSAGES.incomplete })
  .trim()
  .refine((s) => s !== '', { error: CAMPAIGN_MESSAGES.incomplete, abort: true })
  .refine(isIsoDate, { error: CAMPAIGN_MESSAGES.badDate });

export const campaignSchema = z
  .object(
    {
      description: z
        .string({ error: CAMPAIGN_MESSAGES.incomplete })
        .trim()
        .refine((s) => s !== '', { error: CAMPAIGN_MESSAGES.incomplete, abort: true })
        .refine((s) => s.length <= MAX_TEXT_LENGTH, { error: CAMPAIGN_MESSAGES.tooLong }),
      dateFrom: dateField,
      dateTo: dateField,
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine(
    (data, ctx) => {
      // Runs even when another field failed (the form shows every message at once).
      const { dateFrom, dateTo } = data as { dateFrom?: unknown; dateTo?: unknown };
      if (typeof dateFrom !== 'string' || typeof dateTo !== 'string') return;
      const from = dateFrom.trim();
      const to = dateTo.trim();
      if (isIsoDate(from) && isIsoDate(to) && from >= to) {
        ctx.addIssue({ code: 'custom', path: ['dateTo'], message: CAMPAIGN_MESSAGES.badInterval });
      }
    },
    { when: whenObject },
  );

export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignData = z.output<typeof campaignSchema>;

export const emptyCampaign = { description: '', dateFrom: '', dateTo: '' } satisfies CampaignInput;

/**
 * The error dialog a failed form check shows (docs/rules/campaigns.md#alta-y-edición): missing data first, then the
 * date interval; null when neither message is among the failures.
 */
export function campaignFormProblem(messages: readonly string[]): { title: string; footer: string } | null {
  if (messages.includes(CAMPAIGN_MESSAGES.incomplete)) {
    return { title: CAMPAIGN_MESSAGES.incomplete, footer: CAMPAIGN_MESSAGES.incompleteFooter };
  }
  if (messages.includes(CAMPAIGN_MESSAGES.badInterval) || messages.includes(CAMPAIGN_MESSAGES.badDate)) {
    return { title: CAMPAIGN_MESSAGES.badInterval, footer: CAMPAIGN_MESSAGES.badIntervalFooter };
  }
  return null;
}
