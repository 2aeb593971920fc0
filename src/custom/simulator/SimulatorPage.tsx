import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useInvalidateResources } from '../../api/dataPath';
import { MARKET_RESOURCES } from '../../api/market';
import { useSimulation, useSimulatorDefaults, useSimulatorFile } from '../../api/simulator';
import { canDo } from '../../domain/access/access';
import { SIMULATOR_TABS } from '../../domain/simulator/choices';
import type { SimulatorResult } from '../../domain/simulator/entity';
import { MESSAGES } from '../../domain/core/messages';
import type { SimulatorRequest } from '../../domain/simulator';
import { cashColumns, moduleColumns, simulatorColumns } from '../../domain/simulator/columns';
import { LoadError } from '../../components/LoadError';
import { RecordError } from '../../components/RecordError';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { lazyDefault } from '../../router/lazy';
import { MessagePage } from '../../pages/MessagePage';
import { MarketAlerts } from './DollarFutureAlert';
import { FailureAlert, FILE_FAILED, isAccessError } from './FailureAlert';
import { ExternalTab } from './ExternalTab';
import { FiguresTable } from './FiguresTable';
import { FinancingTab } from '../financing/FinancingTab';
import { ParametersCard } from './ParametersCard';
import { SummaryTab } from './SummaryTab';

// recharts in a chunk of its own, loaded with the page's (src/router/lazy.ts): ready by the first result
const SavingsChart = lazyDefault(() => import('./SavingsChart'), { fallback: <LinearProgress /> });
void SavingsChart.preload();
const FINANCING_TAB = SIMULATOR_TABS.indexOf('Financiación');

function ExportTab({ onPdf, onExcel, busy }: { onPdf: () => void; onExcel: () => void; busy: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={onPdf} disabled={busy}>
        Descargar PDF
      </Button>
      <Button variant="contained" onClick={onExcel} disabled={busy}>
        Descargar Excel
      </Button>
      {busy && <LinearProgress sx={{ width: '100%' }} aria-label="Generando el archivo" />}
    </Box>
  );
}

export const SIMULATION_FAILED = 'No se pudo simular con estos parámetros: revisalos con «Editar».';

function Simulator({ id, defaults }: { id: string; defaults: SimulatorRequest }) {
  const invalidate = useInvalidateResources();
  const [params, setParams] = useState(defaults);
  const [result, setResult] = useState<SimulatorResult | null>(null);
  const [tab, setTab] = useState(0);
  const run = useSimulation(id, setResult);
  const file = useSimulatorFile(id, params);
  // The first simulation runs with the settings' values.
  useEffect(() => {
    run.mutate(defaults);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Applying the card recalculates and reloads the market values (docs/rules/simulator.md#tarjeta-de-parámetros).
  const save = async (values: SimulatorRequest) => {
    const next = { ...values, filteredQuotations: params.filteredQuotations };
    await run.mutateAsync(next);
    setParams(next);
    void invalidate(MARKET_RESOURCES);
  };
  const filter = async (ids: number[]) => {
    const next = { ...params, filteredQuotations: ids };
    await run.mutateAsync(next);
    setParams(next);
  };
  // A negotiation the user may not see (403) or that does not exist (404): the app's page for it, not a figures problem.
  if (!result && run.isError && isAccessError(run.error)) return <RecordError error={run.error} />;
  const title = result ? `${result.negotiation.client} — Cotización N° ${result.negotiation.number}` : 'Simulador';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ParametersCard title={title} params={params} locked={tab === FINANCING_TAB} onSave={save} />
      {run.isPending && <LinearProgress sx={{ mb: 2 }} aria-label="Simulando" />}
      {!result && run.isError && <FailureAlert error={run.error} fallback={SIMULATION_FAILED} />}
      {result && (
        <Card>
          <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Simulador">
            {SIMULATOR_TABS.map((t) => (
              <Tab key={t} label={t} />
            ))}
          </Tabs>
          <CardContent>
            <MarketAlerts crops={result.rofex.crops.filter((c) => c.quoted)} />
            {tab === 0 && (
              <>
                <FiguresTable label="Simulador" columns={simulatorColumns} rows={result.quotations} rowKey={(q) => q.quotationId} />
                <Typography variant="h6" component="h3" gutterBottom>
                  Por cultivo y cobertura
                </Typography>
                <FiguresTable
                  label="Por cultivo y cobertura"
                  columns={moduleColumns}
                  rows={result.modules}
                  rowKey={(m) => `${m.cropId}-${m.moduleId}`}
                />
              </>
            )}
            {tab === 1 && (
              <>
                <FiguresTable label="Pago Contado" columns={cashColumns} rows={result.quotations} rowKey={(q) => q.quotationId} />
                <SavingsChart data={result.savingsByCrop} />
              </>
            )}
            {tab === 2 && <SummaryTab quotations={result.quotations} filter={params.filteredQuotations} onFilter={filter} />}
            {tab === 3 && <ExternalTab rofex={result.rofex} />}
            {tab === 4 && (
              <>
                <ExportTab onPdf={() => file.mutate('pdf')} onExcel={() => file.mutate('excel')} busy={file.isPending} />
                {file.isError && <FailureAlert error={file.error} fallback={FILE_FAILED} />}
              </>
            )}
            {tab === FINANCING_TAB && <FinancingTab negotiationId={id} />}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

/** /admin/simulador/{id} (docs/rules/simulator.md#acceso): only with the simulator permission. */
export function SimulatorPage() {
  const { user } = useCurrentUser();
  const { id } = useParams();
  const allowed = canDo(user, ['simulator', 'show']);
  const defaults = useSimulatorDefaults(allowed);
  if (!allowed) return <MessagePage title="Simulador" message={MESSAGES.noSimulatorPermission} />;
  if (defaults.isError)
    return isAccessError(defaults.error) ? <RecordError error={defaults.error} /> : <LoadError onRetry={() => defaults.refetch()} />;
  if (!defaults.data || !id) return <LinearProgress sx={{ m: 2 }} />;
  return <Simulator id={id} defaults={defaults.data} />;
}
