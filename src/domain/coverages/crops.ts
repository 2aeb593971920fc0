// Harvests and the known crops (docs/rules/coverages.md#tipos-y-cosechas).
import type { Choice } from '../core/choice';

export const HARVESTS = [
  { id: 'thin', name: 'Fina' },
  { id: 'thick', name: 'Gruesa' },
] as const satisfies readonly Choice<string>[];
export type Harvest = (typeof HARVESTS)[number]['id'];

export const CROP_IDS = { soy: 1, corn: 2, sunflower: 3, wheat: 4 } as const;
export type CropKey = keyof typeof CROP_IDS;

/** The known crops' names, as the catalog has them. */
export const CROP_NAMES = { soy: 'Soja', corn: 'Maíz', sunflower: 'Girasol', wheat: 'Trigo' } as const satisfies Record<CropKey, string>;

/** A known crop's key by its id. */
export const CROP_KEYS: Readonly<Record<number, CropKey>> = Object.fromEntries(
  (Object.keys(CROP_IDS) as CropKey[]).map((key) => [CROP_IDS[key], key]),
);

/** A known crop's name by its id (undefined for another crop: its name is in the catalog). */
export const knownCropName = (id: number): string | undefined => {
  const key = CROP_KEYS[id];
  return key && CROP_NAMES[key];
};

/** A known crop as a choice (its id and name). */
export const cropChoice = (key: CropKey) => ({ id: CROP_IDS[key], name: CROP_NAMES[key] });

/** Harvest of the known crops: thick covers soy, corn, sunflower; thin covers wheat. */
export const CROP_HARVEST: Readonly<Record<number, Harvest>> = {
  [CROP_IDS.soy]: 'thick',
  [CROP_IDS.corn]: 'thick',
  [CROP_IDS.sunflower]: 'thick',
  [CROP_IDS.wheat]: 'thin',
};
