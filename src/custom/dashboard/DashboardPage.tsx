import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useCampaignCharts } from '../../api/dashboard';
import { lazyDefault } from '../../router/lazy';
import { LatestNegotiations } from './LatestNegotiations';
import { StatCards } from './StatCards';

// recharts in a chunk of its own, loaded with the dashboard's (src/router/lazy.ts)
const CampaignCharts = lazyDefault(() => import('./CampaignCharts'), { fallback: <LinearProgress /> });
void CampaignCharts.preload();

/** /admin/panel (docs/rules/dashboard.md): counters, the latest quotations by user and the campaign's charts. */
export function DashboardPage() {
  useCampaignCharts(); // the charts' figures load with the rest, not after the charts' chunk
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <StatCards />
      <LatestNegotiations />
      <CampaignCharts />
    </Stack>
  );
}
