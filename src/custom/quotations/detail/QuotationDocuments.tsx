import Box from '@mui/material/Box';
import { documentsApi, useDocumentDownload } from '../../../api/documents';
import { useMethods } from '../../../api/dataPath';
import { useErrorDialog } from '../../../components/form/ErrorDialogProvider';
import type { Quotation } from '../../../domain/quotations/entity';
import { DocumentButton } from './DocumentButton';
import { DOCUMENT_TEXTS } from './documentTexts';

/** The row documents of an accepted (advanced, proposed) quotation: its advance PDF and its accepted PDF. */
export function QuotationDocuments({ quotation }: { quotation: Quotation }) {
  const { showError, showMessage } = useErrorDialog();
  const { busy, run } = useDocumentDownload((error) => showError(error));
  const documents = useMethods(documentsApi);
  if (!['accepted', 'advanced', 'proposal'].includes(quotation.status)) return null;
  const advance = () => {
    if (!quotation.advance_date) return showMessage({ title: DOCUMENT_TEXTS.attention, message: DOCUMENT_TEXTS.needsAdvance });
    void run('advance', () => documents.advance(quotation.id).catch((error: unknown) => showError(error, DOCUMENT_TEXTS.noAdvance)));
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <DocumentButton id="advance" busy={busy} variant="text" onClick={advance}>
        PDF anticipo
      </DocumentButton>
      <DocumentButton
        id="accepted"
        busy={busy}
        variant="text"
        onClick={() => void run('accepted', () => documents.acceptedCoverage(quotation.id))}
      >
        PDF aceptada
      </DocumentButton>
    </Box>
  );
}
