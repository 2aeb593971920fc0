import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { LatestNegotiations } from './LatestNegotiations';
import { StatCards } from './StatCards';

const CampaignCharts = lazy(() => import('./CampaignCharts'));

/** /admin/panel (docs/rules/dashboard.md): counters, the latest quotations by user and the campaign's charts. */
export function DashboardPage() {
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <StatCards />
      <LatestNegotiations />
      <Suspense fallback={<LinearProgress />}>
        <CampaignCharts />
      </Suspense>
    </Stack>
  );
}
