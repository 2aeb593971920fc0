// The simulator's crops and tabs (docs/rules/simulator.md).
import type { Choice } from '../core/choice';

/** Crops of the simulator and the financing simulator (soy, corn, wheat), with their labels. */
export const SIMULATOR_CROPS = [
  { id: 1, name: 'Soja' },
  { id: 2, name: 'Maíz' },
  { id: 4, name: 'Trigo' },
] as const satisfies readonly Choice<number>[];
export const SIMULATOR_CROP_IDS: readonly number[] = [1, 2, 4];

export const SIMULATOR_TABS = ['Simulador', 'Pago Contado', 'Resumen', 'Valores Externos', 'Exportar', 'Financiación'] as const;
