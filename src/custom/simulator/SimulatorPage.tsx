import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { simulatorApi, useSimulatorDefaults } from '../../api/simulator';
import { canSeeSimulator } from '../../domain/access';
import { SIMULATOR_TABS } from '../../domain/constants';
import type { SimulatorResult } from '../../domain/entities/simulator';
import { MESSAGES } from '../../domain/messages';
import type { SimulatorRequest } from '../../domain/simulator';
import { LoadError } from '../../components/LoadError';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { MessagePage } from '../../pages/MessagePage';
import { cashColumns, moduleColumns, simulatorColumns } from './columns';
import { MarketAlerts } from './DollarFutureAlert';
import { ExternalTab } from './ExternalTab';
import { FiguresTable } from './FiguresTable';
import { FinancingTab } from './financing/FinancingTab';
import { ParametersCard } from './ParametersCard';
import { SummaryTab } from './SummaryTab';

const SavingsChart = lazy(() => import('./SavingsChart'));
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

function Simulator({ id, defaults }: { id: string; defaults: SimulatorRequest }) {
  const [params, setParams] = useState(defaults);
  const [result, setResult] = useState<SimulatorResult | null>(null);
  const [tab, setTab] = useState(0);
  const [fileError, setFileError] = useState(false);
  const run = useMutation({ mutationFn: (p: SimulatorRequest) => simulatorApi.simulate(id, p), onSuccess: setResult });
  const file = useMutation({
    mutationFn: (kind: 'pdf' | 'excel') => (kind === 'pdf' ? simulatorApi.pdf(id, params) : simulatorApi.excel(id, params)),
    onMutate: () => setFileError(false),
    onError: () => setFileError(true),
  });
  // The first simulation runs with the settings' values.
  useEffect(() => {
    run.mutate(defaults);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async (values: SimulatorRequest) => {
    const next = { ...values, filteredQuotations: params.filteredQuotations };
    await run.mutateAsync(next);
    setParams(next);
  };
  const filter = async (ids: number[]) => {
    const next = { ...params, filteredQuotations: ids };
    await run.mutateAsync(next);
    setParams(next);
  };
  const title = result ? `${result.negotiation.client} — Cotización N° ${result.negotiation.number}` : 'Simulador';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ParametersCard title={title} params={params} locked={tab === FINANCING_TAB} onSave={save} />
      {run.isPending && <LinearProgress sx={{ mb: 2 }} aria-label="Simulando" />}
      {!result && run.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          No se pudo simular con estos parámetros: revisalos con «Editar».
        </Alert>
      )}
      {result && (
        <Card>
          <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Simulador">
            {SIMULATOR_TABS.map((t) => (
              <Tab key={t} label={t} />
            ))}
          </Tabs>
          <CardContent>
            <MarketAlerts crops={result.rofex.crops} />
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
                <Suspense fallback={<LinearProgress />}>
                  <SavingsChart data={result.savingsByCrop} />
                </Suspense>
              </>
            )}
            {tab === 2 && <SummaryTab quotations={result.quotations} filter={params.filteredQuotations} onFilter={filter} />}
            {tab === 3 && <ExternalTab rofex={result.rofex} />}
            {tab === 4 && (
              <>
                <ExportTab onPdf={() => file.mutate('pdf')} onExcel={() => file.mutate('excel')} busy={file.isPending} />
                {fileError && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    No se pudo generar el archivo. Probá de nuevo.
                  </Alert>
                )}
              </>
            )}
            {tab === FINANCING_TAB && <FinancingTab negotiationId={id} />}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

/** /admin/simulador/{id} (administration-area.md 2.12): only with the simulator permission. */
export function SimulatorPage() {
  const { user } = useCurrentUser();
  const { id } = useParams();
  const allowed = canSeeSimulator(user);
  const defaults = useSimulatorDefaults(allowed);
  if (!allowed) return <MessagePage title="Simulador" message={MESSAGES.noSimulatorPermission} />;
  if (defaults.isError) return <LoadError onRetry={() => defaults.refetch()} />;
  if (!defaults.data || !id) return <LinearProgress sx={{ m: 2 }} />;
  return <Simulator id={id} defaults={defaults.data} />;
}
