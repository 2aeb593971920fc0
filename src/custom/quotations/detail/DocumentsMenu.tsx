import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import { documentsApi, useDocumentDownload } from '../../../api/documents';
import { useMethods } from '../../../api/dataPath';
import { useErrorDialog } from '../../../components/form/ErrorDialogProvider';
import type { Negotiation, Quotation } from '../../../domain/quotations/entity';
import { hasQuotations, NO_QUOTATIONS_FOR_PDF } from '../../../domain/quotations/detail';
import { AdvancePanel } from './AdvancePanel';
import { DOCUMENT_TEXTS } from './documentTexts';
import { DocumentButton } from './DocumentButton';

const closing = (q: Quotation) => q.status === 'accepted' || q.status === 'advanced' || q.status === 'proposal';

/**
 * The detail's reports card (docs/rules/documents.md#pdfs): the two coverage sheets, the quotation PDF with
 * and without costs (or why there is none), the accepted quotations PDF, and the advance: download
 * it and send it by e-mail (only once some quotation is accepted).
 */
export function DocumentsMenu({ negotiation }: { negotiation: Negotiation }) {
  const { showError, showMessage } = useErrorDialog();
  const { busy, run } = useDocumentDownload((error) => showError(error));
  const documents = useMethods(documentsApi);
  const [sending, setSending] = useState(false);
  const quotations = negotiation.risks.flatMap((r) => r.quotations);
  const accepted = quotations.filter(closing);
  const advanced = quotations.filter((q) => q.advance_date);
  const canSend = quotations.some((q) => q.status === 'accepted');
  const priced = hasQuotations(negotiation);

  const downloadAdvance = () => {
    if (!advanced.length) {
      showMessage({ title: DOCUMENT_TEXTS.attention, message: DOCUMENT_TEXTS.needsAdvance });
      return;
    }
    void run('advance', async () => {
      try {
        for (const q of advanced) await documents.advance(q.id);
      } catch (error) {
        showError(error, DOCUMENT_TEXTS.noAdvance);
      }
    });
  };

  return (
    <Card component="section" aria-label="Reportes">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h3">
          Reportes
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <DocumentButton id="modules" busy={busy} onClick={() => void run('modules', documents.coveragesByModule)}>
            Coberturas por módulo
          </DocumentButton>
          <DocumentButton id="descriptions" busy={busy} onClick={() => void run('descriptions', documents.coverageDescriptions)}>
            Descripción de coberturas
          </DocumentButton>
          {priced && (
            <>
              <DocumentButton
                id="cost"
                busy={busy}
                variant="contained"
                onClick={() => void run('cost', () => documents.quotation(negotiation.id, true))}
              >
                Descargar PDF
              </DocumentButton>
              <DocumentButton
                id="no-cost"
                busy={busy}
                onClick={() => void run('no-cost', () => documents.quotation(negotiation.id, false))}
              >
                Descargar PDF sin costos
              </DocumentButton>
            </>
          )}
          {accepted.length > 0 && (
            <DocumentButton
              id="accepted"
              busy={busy}
              onClick={() => void run('accepted', () => documents.acceptedNegotiation(negotiation.id))}
            >
              Cotizaciones aceptadas
            </DocumentButton>
          )}
        </Box>
        {!priced && <Typography color="text.secondary">{NO_QUOTATIONS_FOR_PDF}</Typography>}
        <Typography variant="subtitle2" component="h4">
          Anticipo
        </Typography>
        {accepted.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <DocumentButton id="advance" busy={busy} onClick={downloadAdvance}>
              Descargar anticipo
            </DocumentButton>
            {canSend && (
              <Button size="small" variant="outlined" startIcon={<EmailIcon />} onClick={() => setSending(true)} disabled={sending}>
                Enviar anticipo por email
              </Button>
            )}
          </Box>
        ) : (
          <Typography color="text.secondary">{DOCUMENT_TEXTS.needsAccepted}</Typography>
        )}
        {busy && (
          <Typography role="status" variant="body2">
            {DOCUMENT_TEXTS.making}
          </Typography>
        )}
        {sending && <AdvancePanel negotiationId={negotiation.id} onClose={() => setSending(false)} />}
      </CardContent>
    </Card>
  );
}
