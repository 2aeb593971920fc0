// Campaign status (docs/rules/campaigns.md#estado): derived from the dates at display time, never stored.

import { isoDateInArgentina } from '../core/format';
import { fillMessage } from '../core/messages';
import { CAMPAIGN_MESSAGES } from './schema';

export type CampaignStatus = 'inactive' | 'active' | 'finished';

export const CAMPAIGN_STATUS_LABELS: Readonly<Record<CampaignStatus, string>> = {
  inactive: 'no activa',
  active: 'activa',
  finished: 'finalizada',
};

/** MUI Chip colors: grey before dateFrom, green between the dates, red after dateTo. */
export const CAMPAIGN_STATUS_COLORS: Readonly<Record<CampaignStatus, 'default' | 'success' | 'error'>> = {
  inactive: 'default',
  active: 'success',
  finished: 'error',
};

export interface CampaignDates {
  dateFrom: string;
  dateTo: string;
}

/**
 * 'YYYY-MM-DD' strings compare as dates. Both ends count as part of the campaign;
 * `today` defaults to the calendar day in Argentina.
 */
export function campaignStatus(c: CampaignDates, today: string = isoDateInArgentina()): CampaignStatus {
  if (today < c.dateFrom) return 'inactive';
  if (today > c.dateTo) return 'finished';
  return 'active';
}

/** Two campaigns overlap when they share at least one day (ends inclusive). */
export const campaignsOverlap = (a: CampaignDates, b: CampaignDates) => a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;

/** The campaign running on `today` (the newest if several), or undefined. */
export function currentCampaign<C extends CampaignDates>(list: readonly C[], today: string = isoDateInArgentina()): C | undefined {
  return [...list]
    .filter((c) => campaignStatus(c, today) === 'active')
    .sort((a, b) => (a.dateFrom < b.dateFrom ? 1 : a.dateFrom > b.dateFrom ? -1 : 0))[0];
}

/**
 * The overlap refusal naming every campaign that shares a day with the new dates:
 * 'Las fechas se superponen con la campaña A.' or '... con las campañas A, B y C.'.
 */
export function overlapMessage(descriptions: readonly string[]): string {
  if (descriptions.length <= 1) return fillMessage(CAMPAIGN_MESSAGES.overlapsWith, { description: descriptions[0] ?? '' });
  const names = `${descriptions.slice(0, -1).join(', ')} y ${descriptions[descriptions.length - 1]}`;
  return `Las fechas se superponen con las campañas ${names}.`;
}
