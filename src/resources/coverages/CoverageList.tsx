import { Link as RouterLink } from 'react-router';
import { useCanAccess } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { ResourceListFromSchema } from '../../components/resource';
import type { FieldsOf } from '../../domain/core/resource';
import { COVERAGE_RESOURCE } from '../../domain/coverages/resource';
import { pathTo } from '../../routes';
import { CoverageTypeBadge } from './CoverageTypeBadge';
import type { Coverage } from './types';

/** /admin/coberturas (docs/rules/coverages.md#lista-de-coberturas). */
export function CoverageList() {
  const { canAccess: canImport } = useCanAccess({ resource: 'rates', action: 'import' });
  const { canAccess: canExport } = useCanAccess({ resource: 'rates', action: 'export' });
  return (
    <ResourceListFromSchema<Coverage, FieldsOf<typeof COVERAGE_RESOURCE>>
      description={COVERAGE_RESOURCE}
      render={{ coverageType: (r) => <CoverageTypeBadge type={r.coverageType} /> }}
      rowLink={(r) => pathTo('ver cobertura', { id: r.id })}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Button component={RouterLink} to={pathTo('nueva cobertura')} variant="contained" startIcon={<AddIcon />}>
            Agregar
          </Button>
          {canImport && (
            <Button component={RouterLink} to={pathTo('importar tasas')} variant="outlined" startIcon={<UploadIcon />}>
              Importar tasas
            </Button>
          )}
          {canExport && (
            <Button component={RouterLink} to={pathTo('exportar tasas')} variant="outlined" startIcon={<DownloadIcon />}>
              Exportar tasas
            </Button>
          )}
        </Box>
      }
    />
  );
}

export default CoverageList;
