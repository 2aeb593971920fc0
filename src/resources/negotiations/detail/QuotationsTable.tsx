import { useState } from 'react';
import { useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useNegotiationActions } from '../../../api/negotiations';
import { useErrorDialog } from '../../../components/form/ErrorDialogProvider';
import { quotationStatusLabel } from '../../../domain/constants';
import type { Quotation, Risk } from '../../../domain/entities/negotiation';
import { quotationTone, showsQuotationActions } from '../../../domain/negotiation-detail';
import { PremiumFigureCells, PREMIUM_FIGURE_HEADINGS } from '../PremiumFigureCells';
import { AcceptDialog } from './AcceptDialog';
import { QuotationDocuments } from './QuotationDocuments';

const HEADINGS = ['Cobertura', 'Franquicia / Deducible', ...PREMIUM_FIGURE_HEADINGS, 'Estado', 'Acciones'];

export const coverageName = (q: Quotation) => q.rate.module.description;

function RowActions({ negotiationId, quotation }: { negotiationId: number; quotation: Quotation }) {
  const { accept, reject, recalculate } = useNegotiationActions(negotiationId);
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const [accepting, setAccepting] = useState(false);
  const busy = accept.isPending || reject.isPending || recalculate.isPending;
  const name = coverageName(quotation);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button
        size="small"
        color="success"
        variant="contained"
        disabled={busy}
        onClick={() => setAccepting(true)}
        aria-label={`Aceptar ${name}`}
      >
        Aceptar
      </Button>
      <Button
        size="small"
        color="error"
        variant="outlined"
        disabled={busy}
        aria-label={`Rechazar ${name}`}
        onClick={() =>
          reject.mutate(
            { quotationId: quotation.id },
            { onSuccess: () => notify('La cotización fue rechazada.', { type: 'info' }), onError: (e) => showError(e) },
          )
        }
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
      <AcceptDialog
        open={accepting}
        coverage={name}
        loading={accept.isPending}
        onClose={() => setAccepting(false)}
        onConfirm={(comment) =>
          accept.mutate(
            { quotationId: quotation.id, comment: comment || undefined },
            {
              onSuccess: () => notify('La cotización fue aceptada.', { type: 'success' }),
              onError: (e) => showError(e),
              onSettled: () => setAccepting(false),
            },
          )
        }
      />
    </Box>
  );
}

/** The quotations of a risk: every figure of the premium (es-AR, 2 decimals), its status and the row actions. */
export function QuotationsTable({ risk, clientDeleted }: { risk: Risk; clientDeleted: boolean }) {
  if (!risk.quotations.length) return <Box sx={{ p: 2 }}>No se encontraron resultados</Box>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Cotizaciones del riesgo ${risk.id}`} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {HEADINGS.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {risk.quotations.map((q) => {
            const tone = quotationTone(q);
            return (
              <TableRow
                key={q.id}
                data-tone={tone ?? 'none'}
                sx={tone ? { bgcolor: `${tone}.light`, '& td': { color: `${tone}.contrastText` } } : undefined}
              >
                <TableCell>
                  {coverageName(q)} <Chip size="small" variant="outlined" label={q.rate.module.company.name} />
                  {q.isDoubleCropPart === 1 && <Chip size="small" label="Doble cultivo" sx={{ ml: 0.5 }} />}
                </TableCell>
                <TableCell>{q.rate.franchiseDeductible}</TableCell>
                <PremiumFigureCells q={q} addons={q.addons} />
                <TableCell>{quotationStatusLabel(q.status)}</TableCell>
                <TableCell>
                  {showsQuotationActions(q, risk, clientDeleted) && <RowActions negotiationId={risk.negotiationId} quotation={q} />}
                  <QuotationDocuments quotation={q} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
