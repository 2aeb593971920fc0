import { CreateBase, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { pathTo } from '../../routes';
import { toCoveragePayload } from '../../domain/coverages/schema';
import { CoverageForm } from './CoverageForm';
import { COVERAGE_TOASTS, type Coverage } from './types';

/** /admin/coberturas/nuevo. */
export function CoverageCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <CreateBase<Coverage>
        resource="modules"
        redirect={false}
        transform={toCoveragePayload}
        mutationOptions={{
          onSuccess: (data: Coverage) => {
            notify(COVERAGE_TOASTS.created, { type: 'success' });
            void navigate(pathTo('ver cobertura', { id: data.id }));
          },
        }}
      >
        <Card>
          <CoverageForm cancelTo={pathTo('coberturas')} />
        </Card>
      </CreateBase>
    </Box>
  );
}

export default CoverageCreate;
