import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useStatistics } from '../../api/dashboard';
import { LoadError } from '../../components/LoadError';
import { formatNumber } from '../../domain/core/format';
import type { NegotiationStatistics } from '../../domain/proposals/entity';

export const STAT_LABELS: Record<keyof NegotiationStatistics, string> = {
  allNegotiantions: 'Cotizaciones de la campaña',
  acceptedQuotations: 'Cotizaciones aceptadas',
  negotiationsCreatedThisWeek: 'Nuevas cotizaciones esta semana',
  quotationsAcceptedThisWeek: 'Aceptadas esta semana',
};

/** The four counters of GET negotiations/statistics. */
export function StatCards() {
  const { data, isPending, isError, refetch } = useStatistics();
  if (isError) return <LoadError onRetry={refetch} />;
  return (
    <Grid container spacing={2}>
      {(Object.keys(STAT_LABELS) as (keyof NegotiationStatistics)[]).map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {STAT_LABELS[key]}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`stat-${key}`}>
                {isPending ? <Skeleton width={60} /> : formatNumber(data?.[key] ?? 0, 0)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
