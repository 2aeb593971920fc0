// Coverage (module) create/update payload (docs/rules/coverages.md#alta-y-edición).

import { z } from 'zod';
import { TEXT_LIMITS } from '../core/limits';
import { COMPANY_IDS } from './companies';
import { COVERAGE_TYPES, type CoverageType } from './coverage-types';
import { INVALID_PAYLOAD_MESSAGE, MAX_TEXT_LENGTH, textField, whenObject } from '../core/fields';
import { COVERAGE_LINK_MESSAGES, isWebLink } from '../coverage-links/schema';
import { idSchema } from '../core/ids';

export const COVERAGE_MESSAGES = {
  description: 'Nombre de cobertura vacío',
  select: 'Seleccione alguna opción',
  sancorId: 'Sancor ID Invalido',
  pdfDescription: 'Descripción demasiado larga',
  sortOrder: 'Orden inválido',
} as const;

const MAX_PDF_DESCRIPTION = TEXT_LIMITS.richText;
const COVERAGE_TYPE_IDS = COVERAGE_TYPES.map((t) => t.id) as [CoverageType, ...CoverageType[]];

/** A positive (or, with min 0, non-negative) integer given as a JSON number or a digit string; undefined otherwise. */
export function toInteger(value: unknown, min = 1): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= 2_147_483_647 ? n : undefined;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Optional free text (links, PDF description): null when blank. */
function optionalText(message: string, max: number) {
  return z
    .union([z.string(), z.null(), z.undefined()], { error: message })
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null))
    .refine((v) => v === null || v.length <= max, { error: message });
}

/**
 * Coverage fields. The harvest is not taken from the payload: the server copies it from the
 * chosen crop. sancorId is required (an integer) only for Sancor (company 1); for other
 * insurers it is stored empty.
 */
export const coverageSchema = z
  .object(
    {
      description: textField(COVERAGE_MESSAGES.description, { pattern: null }),
      coverageType: z.enum(COVERAGE_TYPE_IDS, { error: COVERAGE_MESSAGES.select }),
      cropId: idSchema(COVERAGE_MESSAGES.select),
      // Sent as the form copied it from the crop; the server copies it again from the crop.
      harvest: z
        .unknown()
        .optional()
        .transform((v) => (v === 'thin' || v === 'thick' ? v : null)),
      companyId: idSchema(COVERAGE_MESSAGES.select),
      campaignId: idSchema(COVERAGE_MESSAGES.select),
      sancorId: z.unknown().optional(),
      video: optionalText(COVERAGE_LINK_MESSAGES.link, MAX_TEXT_LENGTH).refine((v) => v === null || isWebLink(v), {
        error: COVERAGE_LINK_MESSAGES.link,
      }),
      pdfDescription: optionalText(COVERAGE_MESSAGES.pdfDescription, MAX_PDF_DESCRIPTION),
      allowMultipleRisks: z
        .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.null(), z.undefined()], {
          error: COVERAGE_MESSAGES.select,
        })
        .optional()
        .transform((v): 0 | 1 => (v === undefined || v === null ? 1 : v === true || v === 1 || v === '1' ? 1 : 0)),
      sortOrder: z
        .unknown()
        .optional()
        .transform((v, ctx) => {
          if (blank(v)) return 0;
          const n = toInteger(v, 0);
          if (n === undefined) {
            ctx.addIssue({ code: 'custom', message: COVERAGE_MESSAGES.sortOrder });
            return z.NEVER;
          }
          return n;
        }),
    },
    { error: INVALID_PAYLOAD_MESSAGE },
  )
  .superRefine(
    (data, ctx) => {
      const value = data as { companyId?: unknown; sancorId?: unknown };
      if (toInteger(value.companyId) === COMPANY_IDS.sancor && toInteger(value.sancorId) === undefined) {
        ctx.addIssue({ code: 'custom', path: ['sancorId'], message: COVERAGE_MESSAGES.sancorId });
      }
    },
    { when: whenObject },
  )
  .transform((data) => ({
    ...data,
    sancorId: data.companyId === COMPANY_IDS.sancor ? (toInteger(data.sancorId) ?? null) : null,
  }));

export type CoverageInput = z.input<typeof coverageSchema>;
export type CoverageData = z.output<typeof coverageSchema>;

/** The payload with `campaign_id` (the spec's name) read as campaignId. */
export function withCampaignAlias(body: Record<string, unknown>): Record<string, unknown> {
  if (body.campaignId === undefined && body.campaign_id !== undefined) return { ...body, campaignId: body.campaign_id };
  return body;
}

/** The form's values as the spec's payload of POST/PUT /api/modules: the campaign as `campaign_id`. */
export function toCoveragePayload<T extends { campaignId?: unknown }>({ campaignId, ...rest }: T) {
  return { ...rest, campaign_id: campaignId };
}

/** A coverage as the API answers it, with the form's `campaignId` (the original API answers only `campaign_id`). */
export const fromCoverageAnswer = <T extends Record<string, unknown>>(record: T): T => withCampaignAlias(record) as T;

/** POST/PUT /api/modules as the API takes it: the coverage's fields, `campaign_id` read as campaignId. */
export const coveragePayloadSchema = z.preprocess(
  (body) => (whenObject({ value: body }) ? withCampaignAlias(body as Record<string, unknown>) : body),
  coverageSchema,
);

/** Default values of the coverage form. */
export const emptyCoverage = {
  description: '',
  coverageType: '',
  cropId: '',
  companyId: '',
  campaignId: '',
  sancorId: '',
  video: '',
  pdfDescription: '',
  allowMultipleRisks: true,
  sortOrder: 0,
} as const;
