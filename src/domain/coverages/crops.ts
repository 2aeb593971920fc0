// Harvests and the known crops (docs/rules/coverages.md#tipos-y-cosechas).
import type { Choice } from '../core/choice';

export const HARVESTS = [
  { id: 'thin', name: 'Fina' },
  { id: 'thick', name: 'Gruesa' },
] as const satisfies readonly Choice<string>[];
export type Harvest = (typeof HARVESTS)[number]['id'];

export const CROP_IDS = { soy: 1, corn: 2, sunflower: 3, wheat: 4 } as const;

/** Harvest of the known crops: thick covers soy, corn, sunflower; thin covers wheat. */
export const CROP_HARVEST: Readonly<Record<number, Harvest>> = {
  [CROP_IDS.soy]: 'thick',
  [CROP_IDS.corn]: 'thick',
  [CROP_IDS.sunflower]: 'thick',
  [CROP_IDS.wheat]: 'thin',
};
