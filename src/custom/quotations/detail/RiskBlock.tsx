import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { HistoryNames, Risk } from '../../../domain/quotations/entity';
import { canUpdateRisk, defaultRiskTab, riskFigures, riskTitle, type RiskTab } from '../../../domain/quotations/detail';
import { AcceptedCard } from './AcceptedCard';
import { QuotationsTable } from './QuotationsTable';
import { RiskDataForm, RiskObservationsForm } from './RiskDataForm';
import { RiskHistory } from './RiskHistory';

/**
 * The tab the user chose holds while the risk's accepted quotation stays the same; when it
 * changes (an accept, a reload after one) the risk opens on its default tab again, as a reload would.
 */
function useRiskTab(risk: Risk) {
  const acceptedId = risk.acceptedRate?.id ?? null;
  const [choice, setChoice] = useState<{ tab: RiskTab; acceptedId: number | null } | null>(null);
  const tab = choice && choice.acceptedId === acceptedId ? choice.tab : defaultRiskTab(risk);
  return [tab, (next: RiskTab) => setChoice({ tab: next, acceptedId })] as const;
}

/** One risk of the quotation: its data, the pencil to update it, and the tabs. */
export function RiskBlock({
  risk,
  clientDeleted,
  cancelled = false,
  historyNames,
}: {
  risk: Risk;
  clientDeleted: boolean;
  /** A cancelled negotiation: its risks' figures no longer change. */
  cancelled?: boolean;
  historyNames?: HistoryNames;
}) {
  const [tab, setTab] = useRiskTab(risk);
  const [editing, setEditing] = useState(false);
  const accepted = risk.acceptedRate;
  const current = tab === 'accepted' && !accepted ? 'quotations' : tab;
  const editable = canUpdateRisk(risk, clientDeleted, cancelled);
  return (
    <Card component="section" aria-label={`Riesgo ${riskTitle(risk)}`}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: '1 1 220px' }}>
            <Typography variant="h6" component="h3">
              {riskTitle(risk)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {riskFigures(risk)}
            </Typography>
          </Box>
          {editable && (
            <Button startIcon={<EditIcon />} onClick={() => setEditing((v) => !v)}>
              {editing ? 'Cerrar' : 'Actualizar datos del riesgo'}
            </Button>
          )}
        </Box>
        {editable && editing && <RiskDataForm risk={risk} onDone={() => setEditing(false)} />}
        <Tabs value={current} onChange={(_, v: RiskTab) => setTab(v)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {accepted && <Tab value="accepted" label="Solicitud aceptada" />}
          <Tab value="quotations" label="Cotizaciones" />
          <Tab value="history" label="Historial de cambios" />
          <Tab value="observations" label="Observaciones" />
        </Tabs>
        <Box role="tabpanel" sx={{ pt: 1, overflowX: 'auto' }}>
          {current === 'accepted' && accepted && <AcceptedCard quotation={accepted} currencyId={risk.hectarePriceCurrency.id} />}
          {current === 'quotations' && <QuotationsTable risk={risk} clientDeleted={clientDeleted} />}
          {current === 'history' && <RiskHistory entries={risk.history} names={historyNames} currencyId={risk.hectarePriceCurrency.id} />}
          {current === 'observations' && <RiskObservationsForm risk={risk} readOnly={clientDeleted} />}
        </Box>
      </CardContent>
    </Card>
  );
}
