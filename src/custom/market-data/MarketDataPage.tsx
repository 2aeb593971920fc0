import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useLatestExternalRates, useMarketFutures } from '../../api/market';
import { ApiError } from '../../http/errors';
import { LoadError } from '../../components/LoadError';
import { BoardForm } from './BoardForm';
import { FuturesImport } from './FuturesImport';
import { FuturesTable } from './FuturesTable';
import { SectionCard } from '../../components/SectionCard';

/** 'Datos de mercado': what the simulator and the financing read (server/market), kept by admins. */
export function MarketDataPage() {
  const latest = useLatestExternalRates();
  const futures = useMarketFutures();
  const noBoardYet = latest.error instanceof ApiError && latest.error.status === 404;
  if ((latest.isError && !noBoardYet) || futures.isError)
    return <LoadError onRetry={() => Promise.all([latest.refetch(), futures.refetch()])} />;
  if ((latest.isPending && !noBoardYet) || !futures.data) return <LinearProgress sx={{ m: 2 }} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <SectionCard title="Valores del día (pizarra)">
        <BoardForm key={latest.data?.date ?? 'none'} latest={latest.data ?? null} />
      </SectionCard>
      <SectionCard title="Futuros">
        <FuturesImport />
        <FuturesTable futures={futures.data} />
      </SectionCard>
    </Box>
  );
}
