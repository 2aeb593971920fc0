// The periods the dashboard counts over: this campaign (the one whose dates include today; without
// one, the last 365 days, today included) and this week (from Monday 00:00 in Argentina, UTC-3 all year).
import { and, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { campaigns } from '../db/schema';
import { isoDateInArgentina } from '../../src/domain/core/format';

const ARGENTINA_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

export interface Period {
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface CampaignPeriod extends Period {
  campaign: { id: number; description: string; from: string; to: string } | null;
}

/** Midnight (Argentina) of a YYYY-MM-DD date, as an instant. */
const argentinaMidnight = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + ARGENTINA_OFFSET_MS);

/** Monday 00:00 of `now`'s week in Argentina. */
export function weekStart(now = new Date()): Date {
  const local = new Date(now.getTime() - ARGENTINA_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - sinceMonday * DAY_MS;
  return new Date(mondayLocal + ARGENTINA_OFFSET_MS);
}

export async function currentCampaign(db: DbOrTx, now = new Date()): Promise<CampaignPeriod> {
  const today = isoDateInArgentina(now);
  const [c] = await db
    .select({ id: campaigns.id, description: campaigns.description, from: campaigns.dateFrom, to: campaigns.dateTo })
    .from(campaigns)
    .where(and(lte(campaigns.dateFrom, today), gte(campaigns.dateTo, today)))
    .limit(1);
  // Whole days: the counters sum days (negotiation_day_counts).
  if (!c)
    return {
      campaign: null,
      from: new Date(argentinaMidnight(today).getTime() - 364 * DAY_MS),
      to: new Date(argentinaMidnight(today).getTime() + DAY_MS),
    };
  // The end date counts as part of the campaign (docs/decisions.md, Campañas).
  return { campaign: c, from: argentinaMidnight(c.from), to: new Date(argentinaMidnight(c.to).getTime() + DAY_MS) };
}
