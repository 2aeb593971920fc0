import Chip from '@mui/material/Chip';
import { CAMPAIGN_STATUS_COLORS, CAMPAIGN_STATUS_LABELS, campaignStatus, type CampaignDates } from '../../domain/campaigns/rules';

/** 'no activa' (grey), 'activa' (green) or 'finalizada' (red), from the dates and today (docs/rules/campaigns.md#estado). */
export function CampaignStatusBadge({ campaign }: { campaign: CampaignDates }) {
  const status = campaignStatus(campaign);
  return <Chip size="small" label={CAMPAIGN_STATUS_LABELS[status]} color={CAMPAIGN_STATUS_COLORS[status]} data-status={status} />;
}

export default CampaignStatusBadge;
