// The insurers (docs/rules/coverages.md#tipos-y-cosechas).
import type { Choice } from '../core/choice';

export const COMPANY_IDS = { sancor: 1, sanCristobal: 2 } as const;
export const COMPANIES = [
  { id: 1, name: 'Sancor' },
  { id: 2, name: 'San Cristobal' },
] as const satisfies readonly Choice<number>[];
/** Insurer 1 is the default insurer; proposals (external management system) exist only for it. */
export const DEFAULT_COMPANY_ID = COMPANY_IDS.sancor;
