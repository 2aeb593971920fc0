// The fixed lists and defaults of the proposal form (docs/rules/proposals.md#formulario).
import type { Choice } from '../core/choice';

/**
 * Currency ids of the proposal form (external management system): 1 pesos, 2 dollars, and
 * quintal variants per crop and port. Which variant is Rosario's is not recorded; the first
 * of each list is used as the default.
 */
export const PROPOSAL_CURRENCY_IDS = { pesos: 1, dollars: 2 } as const;
export const PROPOSAL_QUINTAL_CURRENCY_IDS_BY_CROP: Readonly<Record<'corn' | 'soy' | 'sunflower' | 'wheat', readonly number[]>> = {
  corn: [26, 32, 48, 53], // maize / sorghum
  soy: [34, 50, 52, 61],
  sunflower: [21, 22, 23, 49],
  wheat: [29, 56, 59, 60],
};

export const CARDINAL_POINTS = [
  { id: 1, name: 'Norte' },
  { id: 2, name: 'Sur' },
  { id: 3, name: 'Este' },
  { id: 4, name: 'Oeste' },
  { id: 5, name: 'Noreste' },
  { id: 6, name: 'Sureste' },
  { id: 7, name: 'Noroeste' },
  { id: 8, name: 'Suroeste' },
] as const satisfies readonly Choice<number>[];
export const DEFAULT_CARDINAL_POINT = 1;
export const DEFAULT_KILOMETERS = 1;

/** Exchange (canje) types of the proposal form: hailPaymentTypeId. */
export const EXCHANGE_TYPES = [
  { id: 4, name: 'Canje futuro' },
  { id: 5, name: 'Canje disponible' },
] as const satisfies readonly Choice<number>[];
export const DEFAULT_EXCHANGE_TYPE = 4;

export const EXCHANGE_CENTERS = [
  { id: 1, name: 'Puerto' },
  { id: 2, name: 'Acopio Receptor' },
  { id: 3, name: 'Operatoria Acopio' },
] as const satisfies readonly Choice<number>[];
export const DEFAULT_EXCHANGE_CENTER = 1;

export const PORTS = [
  { id: 1, name: 'Rosario' },
  { id: 2, name: 'Bahía Blanca' },
  { id: 3, name: 'Quequén' },
  { id: 4, name: 'Buenos Aires' },
] as const satisfies readonly Choice<number>[];
/** Delivery place when neither the producer nor its supervisor has one: Puerto Rosario. */
export const DEFAULT_PORT = 1;
