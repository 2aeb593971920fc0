import { EditBase, useEditContext, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { RecordError } from '../../components/RecordError';
import { pathTo } from '../../routes';
import { fromCoverageAnswer, toCoveragePayload } from '../../domain/coverages/schema';
import { CoverageForm } from './CoverageForm';
import { COVERAGE_TOASTS, type Coverage } from './types';

function CoverageEditView({ id }: { id: string }) {
  const { record, error, isPending } = useEditContext<Coverage>();
  if (isPending) return <LinearProgress />;
  if (error || !record) return <RecordError error={error} backTo={pathTo('coberturas')} />;
  return (
    <Card>
      <CoverageForm cancelTo={pathTo('ver cobertura', { id })} />
    </Card>
  );
}

/** /admin/coberturas/{id}/editar: back to the coverage after saving. */
export function CoverageEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <EditBase
        resource="modules"
        id={Number(id)}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ retry: false, onError: () => undefined, select: fromCoverageAnswer }}
        transform={toCoveragePayload}
        mutationOptions={{
          onSuccess: () => {
            notify(COVERAGE_TOASTS.updated, { type: 'success' });
            void navigate(pathTo('ver cobertura', { id }), { replace: true });
          },
        }}
      >
        <CoverageEditView id={id} />
      </EditBase>
    </Box>
  );
}

export default CoverageEdit;
