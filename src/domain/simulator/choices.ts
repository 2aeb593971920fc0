// The simulator's crops and tabs (docs/rules/simulator.md).
import type { Choice } from '../core/choice';
import { cropChoice } from '../coverages/crops';

/** Crops of the simulator and the financing simulator (soy, corn, wheat), with their labels. */
export const SIMULATOR_CROPS: readonly Choice<number>[] = (['soy', 'corn', 'wheat'] as const).map(cropChoice);
export const SIMULATOR_CROP_IDS: readonly number[] = SIMULATOR_CROPS.map((c) => c.id);

export const SIMULATOR_TABS = ['Simulador', 'Pago Contado', 'Resumen', 'Valores Externos', 'Exportar', 'Financiación'] as const;
