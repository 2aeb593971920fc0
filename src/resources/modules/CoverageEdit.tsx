import { EditBase, useEditContext, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { RecordError } from '../../components/RecordError';
import { paths } from '../../routes';
import { CoverageForm } from './CoverageForm';
import { COVERAGE_TOASTS, type Coverage } from './types';

function CoverageEditView({ id }: { id: string }) {
  const { record, error, isPending } = useEditContext<Coverage>();
  if (isPending) return <LinearProgress />;
  if (error || !record) return <RecordError error={error} backTo={paths.coverages.list} />;
  return (
    <Card>
      <CoverageForm cancelTo={paths.coverages.show(id)} />
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
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ retry: false, onError: () => undefined }}
        mutationOptions={{
          onSuccess: () => {
            notify(COVERAGE_TOASTS.updated, { type: 'success' });
            void navigate(paths.coverages.show(id), { replace: true });
          },
        }}
      >
        <CoverageEditView id={id} />
      </EditBase>
    </Box>
  );
}

export default CoverageEdit;
