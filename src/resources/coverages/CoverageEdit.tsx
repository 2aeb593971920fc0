import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { EditFromSchema } from '../../components/resource';
import { pathTo } from '../../routes';
import { fromCoverageAnswer, toCoveragePayload } from '../../domain/coverages/schema';
import { CoverageForm } from './CoverageForm';
import { COVERAGE_TOASTS } from './types';

/** /admin/coberturas/{id}/editar: back to the coverage after saving. */
export function CoverageEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <EditFromSchema
        resource="modules"
        id={id}
        successMessage={COVERAGE_TOASTS.updated}
        onSaved={() => navigate(pathTo('ver cobertura', { id }), { replace: true })}
        backTo={pathTo('coberturas')}
        select={fromCoverageAnswer}
        transform={toCoveragePayload}
      >
        <CoverageForm cancelTo={pathTo('ver cobertura', { id })} />
      </EditFromSchema>
    </Box>
  );
}

export default CoverageEdit;
