import { Link as RouterLink } from 'react-router';
import { useCanAccess, useListContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { ResourceList, type ListColumn } from '../../components/list';
import { COMPANIES } from '../../domain/core/constants';
import { pathTo } from '../../routes';
import { CoverageTypeBadge } from './CoverageTypeBadge';
import { harvestName, type Coverage } from './types';

const columns: ListColumn<Coverage>[] = [
  { source: 'description', label: 'Cobertura' },
  { source: 'company', label: 'Compañía', render: (r) => r.company?.name ?? '' },
  { source: 'pdfDescription', label: 'Incluye documento descriptivo', render: (r) => (r.pdfDescription ? 'Si' : 'No') },
  { source: 'cropDescription', label: 'Cultivo' },
  { source: 'harvest', label: 'Cosecha', render: (r) => harvestName(r.harvest) },
  { source: 'coverageType', label: 'Tipo', render: (r) => <CoverageTypeBadge type={r.coverageType} /> },
];

/** The insurer filter (filter[company]) of the list. */
function InsurerFilter() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value = filterValues?.company ?? '';
  return (
    <TextField
      select
      size="small"
      label="Aseguradora"
      value={value}
      fullWidth={false}
      margin="none"
      sx={{ width: 200 }}
      onChange={(e) => {
        const { company: _old, ...rest } = filterValues ?? {};
        setFilters(e.target.value ? { ...rest, company: e.target.value } : rest, displayedFilters, false);
      }}
    >
      <MenuItem value="">Todas</MenuItem>
      {COMPANIES.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /admin/coberturas (docs/rules/coverages.md#lista-de-coberturas). */
export function CoverageList() {
  const { canAccess: canImport } = useCanAccess({ resource: 'rates', action: 'import' });
  const { canAccess: canExport } = useCanAccess({ resource: 'rates', action: 'export' });
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<Coverage>
        resource="modules"
        columns={columns}
        rowLink={(r) => pathTo('ver cobertura', { id: r.id })}
        searchLabel="Buscar cobertura"
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <InsurerFilter />
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
    </Box>
  );
}

export default CoverageList;
