import { useCanAccess } from 'react-admin';
import { documentsApi, useDocumentDownload } from '../../api/documents';
import { useMethods } from '../../api/dataPath';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { DocumentButton } from './detail/DocumentButton';

/** The quotations list's accepted-quotations report (reporte_aceptadas.pdf), for admin and sudo only. */
export function AcceptedReportButton() {
  const { canAccess = false } = useCanAccess({ resource: 'negotiations', action: 'acceptedReport' });
  const { showError } = useErrorDialog();
  const { busy, run } = useDocumentDownload((error) => showError(error));
  const documents = useMethods(documentsApi);
  if (!canAccess) return null;
  return (
    <DocumentButton id="report" busy={busy} onClick={() => void run('report', documents.acceptedQuotations)}>
      Reporte de aceptadas
    </DocumentButton>
  );
}
