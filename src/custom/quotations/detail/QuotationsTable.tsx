import { useState } from 'react';
import { useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useNegotiationActions } from '../../../api/quotations';
import { useErrorDialog } from '../../../components/form/ErrorDialogProvider';
import { quotationStatusLabel } from '../../../domain/quotations/statuses';
import type { Quotation, Risk } from '../../../domain/quotations/entity';
import { quotationTone, rejectionComment, riskTitle, showsQuotationActions } from '../../../domain/quotations/detail';
import { PremiumTable, type PremiumRow } from '../PremiumTable';
import { DecisionDialog, type QuotationDecision } from './AcceptDialog';
import { QuotationDocuments } from './QuotationDocuments';

export const coverageName = (q: Quotation) => q.rate.module.description;

const DONE: Record<QuotationDecision, { message: string; type: 'success' | 'info' }> = {
  accept: { message: 'La cotización fue aceptada.', type: 'success' },
  reject: { message: 'La cotización fue rechazada.', type: 'info' },
};

function RowActions({ negotiationId, quotation }: { negotiationId: number; quotation: Quotation }) {
  const actions = useNegotiationActions(negotiationId);
  const { recalculate } = actions;
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const [deciding, setDeciding] = useState<QuotationDecision | null>(null);
  const busy = actions.accept.isPending || actions.reject.isPending || recalculate.isPending;
  const name = coverageName(quotation);
  const decide = (decision: QuotationDecision, comment: string) =>
    actions[decision].mutate(
      { quotationId: quotation.id, comment: comment || undefined },
      {
        onSuccess: () => notify(DONE[decision].message, { type: DONE[decision].type }),
        onError: (e) => showError(e),
        onSettled: () => setDeciding(null),
      },
    );
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button
        size="small"
        color="success"
        variant="contained"
        disabled={busy}
        onClick={() => setDeciding('accept')}
        aria-label={`Aceptar ${name}`}
      >
        Aceptar
      </Button>
      <Button
        size="small"
        color="error"
        variant="outlined"
        disabled={busy}
        onClick={() => setDeciding('reject')}
        aria-label={`Rechazar ${name}`}
      >
        Rechazar
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        aria-label={`Recotizar ${name}`}
        onClick={() =>
          recalculate.mutate(quotation.id, {
            onSuccess: () => notify('La cotización fue recotizada.', { type: 'success' }),
            onError: (e) => showError(e),
          })
        }
      >
        Recotizar
      </Button>
      {deciding && (
        <DecisionDialog
          open
          decision={deciding}
          coverage={name}
          loading={actions[deciding].isPending}
          onClose={() => setDeciding(null)}
          onConfirm={(comment) => decide(deciding, comment)}
        />
      )}
    </Box>
  );
}

/** A quotation's status, with the reason a rejection kept. */
function statusText(q: Quotation) {
  const comment = rejectionComment(q);
  return `${quotationStatusLabel(q.status)}${comment ? `: ${comment}` : ''}`;
}

/** The quotations of a risk: every figure of the premium (es-AR, 2 decimals, with units), its status and the row actions. */
export function QuotationsTable({ risk, clientDeleted }: { risk: Risk; clientDeleted: boolean }) {
  if (!risk.quotations.length) return <Box sx={{ p: 2 }}>No se encontraron resultados</Box>;
  const rows = risk.quotations.map((q): PremiumRow => ({
    id: q.id,
    coverage: coverageName(q),
    badges: (
      <>
        <Chip size="small" variant="outlined" label={q.rate.module.company.name} />
        {q.isDoubleCropPart === 1 && <Chip size="small" label="Doble cultivo" sx={{ ml: 0.5 }} />}
      </>
    ),
    franchiseDeductible: q.rate.franchiseDeductible,
    figures: q,
    addons: q.addons,
    status: statusText(q),
    tone: quotationTone(q),
    actions: (
      <>
        {showsQuotationActions(q, risk, clientDeleted) && <RowActions negotiationId={risk.negotiationId} quotation={q} />}
        <QuotationDocuments quotation={q} />
      </>
    ),
  }));
  return <PremiumTable label={`Cotizaciones de ${riskTitle(risk)}`} currencyId={risk.hectarePriceCurrency.id} rows={rows} withStatus />;
}
