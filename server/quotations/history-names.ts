// The names a negotiation's history shows instead of ids (src/domain/quotations/history.ts):
// those the detail already read (its risks' departments and crops, its coverages and quotations),
// plus, in one more round, the departments, crops and coverages only old values mention.
import { inArray } from 'drizzle-orm';
import type { HistoryNames, RiskHistoryEntry } from '../../src/domain/quotations/entity';
import { historyReferences } from '../../src/domain/quotations/history';
import type { DbOrTx } from '../db/client';
import { readAll } from '../db/concurrent';
import { crops, modules, zones } from '../db/schema';

type Names = Map<number, string>;

export interface KnownNames {
  zones: Names;
  crops: Names;
  modules: Names;
  quotations: Names;
}

const missing = (wanted: Set<number>, known: Names) => [...wanted].filter((id) => !known.has(id));

/** Only the ids the entries mention, as the API's string-keyed records. */
const pick = (wanted: Set<number>, known: Names) =>
  Object.fromEntries([...wanted].flatMap((id) => (known.has(id) ? [[String(id), known.get(id)!]] : [])));

export async function historyNames(db: DbOrTx, entries: readonly RiskHistoryEntry[], known: KnownNames): Promise<HistoryNames> {
  const refs = historyReferences(entries);
  const ask = {
    zones: missing(refs.zones, known.zones),
    crops: missing(refs.crops, known.crops),
    modules: missing(refs.modules, known.modules),
  };
  const none = Promise.resolve([] as { id: number; description: string }[]);
  const [zoneRows, cropRows, moduleRows] = await readAll(db, [
    () =>
      ask.zones.length ? db.select({ id: zones.id, description: zones.description }).from(zones).where(inArray(zones.id, ask.zones)) : none,
    () =>
      ask.crops.length ? db.select({ id: crops.id, description: crops.description }).from(crops).where(inArray(crops.id, ask.crops)) : none,
    () =>
      ask.modules.length
        ? db.select({ id: modules.id, description: modules.description }).from(modules).where(inArray(modules.id, ask.modules))
        : none,
  ]);
  const add = (names: Names, rows: readonly { id: number; description: string }[]) =>
    new Map([...names, ...rows.map((r) => [r.id, r.description] as const)]);
  return {
    zones: pick(refs.zones, add(known.zones, zoneRows)),
    crops: pick(refs.crops, add(known.crops, cropRows)),
    modules: pick(refs.modules, add(known.modules, moduleRows)),
    quotations: pick(refs.quotations, known.quotations),
  };
}
