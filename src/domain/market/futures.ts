// A future as GET /api/futures answers it, read the same from this API and from the original
// one (docs/rules/market.md#futuros). This API adds `kind`, `month` and
// `cropId`; the original answers `id`, `option`, `value` (a crop future's in `futureCrop.value`),
// so there the kind, month and crop come from the contract's name ('DLR Nov/2026', 'SOJ.ROS MAY26').
import { CROP_IDS } from '../coverages/crops';
import type { Future } from '../settings/entity';

const MONTHS: Record<string, number> = {
  ene: 1, jan: 1, feb: 2, mar: 3, abr: 4, apr: 4, may: 5, jun: 6,
  jul: 7, ago: 8, aug: 8, sep: 9, set: 9, oct: 10, nov: 11, dic: 12, dec: 12,
}; // prettier-ignore

/** Matba-Rofex tickers of the crops the simulator uses. */
const CROP_TICKERS: Record<string, number> = { SOJ: CROP_IDS.soy, MAI: CROP_IDS.corn, TRI: CROP_IDS.wheat, GIR: CROP_IDS.sunflower };

const year = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));
const iso = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;

/** First day of the contract month named in `option` ('Nov/2026', 'NOV26', '11/2026'), or null (the spot contract). */
export function monthOfOption(option: string): string | null {
  for (const named of option.matchAll(/(?:^|[^a-z])([a-z]{3})[a-z]*[\s/.-]*(\d{4}|\d{2})(?!\d)/gi)) {
    const m = MONTHS[named[1]!.toLowerCase()];
    if (m) return iso(year(named[2]!), m);
  }
  const numeric = /(?:^|\D)(\d{1,2})[/-](\d{4})(?!\d)/.exec(option);
  const n = numeric ? Number(numeric[1]) : 0;
  return numeric && n >= 1 && n <= 12 ? iso(Number(numeric[2]), n) : null;
}

/** A dollar contract: the spec keeps only DLR-type entries for the settings. */
const isDollarOption = (option: string) => /^\s*DLR/i.test(option);

const cropOfOption = (option: string): number | null => CROP_TICKERS[option.trim().slice(0, 3).toUpperCase()] ?? null;

type FutureAnswer = Partial<Future> & { futureCrop?: { value?: string | number | null } | null; crop_id?: number | null };

/** A row of GET /api/futures with kind, month and crop, whichever API answered it. */
export function readFuture(row: FutureAnswer): Future {
  const option = String(row.option ?? '');
  const kind = row.kind ?? (isDollarOption(option) ? 'dollar' : 'crop');
  const value = row.value ?? row.futureCrop?.value ?? '';
  return {
    id: Number(row.id),
    option,
    value: String(value),
    month: row.month !== undefined ? row.month : monthOfOption(option),
    cropId: row.cropId ?? row.crop_id ?? (kind === 'crop' ? cropOfOption(option) : null),
    kind,
  };
}
