import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLatestExternalRates, useMarketFutures } from '../../api/market';
import { ApiError } from '../../http/errors';
import { LoadError } from '../../components/LoadError';
import { BoardForm } from './BoardForm';
import { FuturesImport } from './FuturesImport';
import { FuturesTable } from './FuturesTable';

/** 'Datos de mercado': what the simulator and the financing read (server/services/market), kept by admins. */
export function MarketDataPage() {
  const latest = useLatestExternalRates();
  const futures = useMarketFutures();
  const noBoardYet = latest.error instanceof ApiError && latest.error.status === 404;
  if ((latest.isError && !noBoardYet) || futures.isError)
    return <LoadError onRetry={() => Promise.all([latest.refetch(), futures.refetch()])} />;
  if ((latest.isPending && !noBoardYet) || !futures.data) return <LinearProgress sx={{ m: 2 }} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Valores del día (pizarra)
          </Typography>
          <BoardForm key={latest.data?.date ?? 'none'} latest={latest.data ?? null} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Futuros
          </Typography>
          <FuturesImport />
          <FuturesTable futures={futures.data} />
        </CardContent>
      </Card>
    </Box>
  );
}
