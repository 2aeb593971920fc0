// The fixed lists of a negotiation: its type, its origin and its franchise filter (docs/rules/quotations.md).
import type { Choice } from '../core/choice';

export const NEGOTIATION_TYPES = [
  { id: 'simple', name: 'Simple' },
  { id: 'double-crop', name: 'Doble Cultivo' },
  { id: 'grouped', name: 'Multiple' },
] as const satisfies readonly Choice<string>[];
export type NegotiationType = (typeof NEGOTIATION_TYPES)[number]['id'];

/** Origin of a negotiation (createdInWeb): 1 website, 0 mobile app. */
export const NEGOTIATION_ORIGINS = [
  { id: 1, name: 'Sitio web' },
  { id: 0, name: 'Aplicación móvil' },
] as const satisfies readonly Choice<number>[];

/** Franchise/deductible filter of a negotiation (fd_filter). */
export const FRANCHISE_FILTERS = [
  { id: 'franquicia', name: 'Franquicia' },
  { id: 'deducible', name: 'Deducible' },
  { id: 'ambos', name: 'Ambos' },
] as const satisfies readonly Choice<string>[];
export type FranchiseFilter = (typeof FRANCHISE_FILTERS)[number]['id'];
export const DEFAULT_FRANCHISE_FILTER: FranchiseFilter = 'ambos';
