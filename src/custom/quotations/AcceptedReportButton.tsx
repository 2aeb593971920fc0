import { useCanAccess } from 'react-admin';
import { documentsApi, useDocumentDownload } from '../../api/documents';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { DocumentButton } from './detail/DocumentsMenu';

/** The quotations list's accepted-quotations report (reporte_aceptadas.pdf), for admin and sudo only. */
export function AcceptedReportButton() {
  const { canAccess = false } = useCanAccess({ resource: 'negotiations', action: 'acceptedReport' });
  const { showError } = useErrorDialog();
  const { busy, run } = useDocumentDownload((error) => showError(error));
  if (!canAccess) return null;
  return (
    <DocumentButton id="report" busy={busy} onClick={() => void run('report', documentsApi.acceptedQuotations)}>
      Reporte de aceptadas
    </DocumentButton>
  );
}
