import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ProducerFilter, ResourceList, type ListColumn } from '../../components/list';
import { formatCuit } from '../../domain/core/cuit';
import { pathTo } from '../../routes';
import type { Client } from './types';

const columns: ListColumn<Client>[] = [
  { source: 'lastname', label: 'Apellido' },
  { source: 'name', label: 'Nombre' },
  { source: 'cuit', label: 'CUIT', render: (r) => formatCuit(r.cuit) },
  { source: 'sancorId', label: 'Código de asegurado' },
  { source: 'email', label: 'E-mail' },
];

/** /admin/clientes (docs/rules/clients.md#lista-de-clientes). */
export function ClientList() {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<Client>
        resource="clients"
        columns={columns}
        rowLink={(r) => pathTo('ver cliente', { id: r.id })}
        searchLabel="Buscar cliente"
        filters={<ProducerFilter resource="clients" />}
        actions={
          <Button component={RouterLink} to={pathTo('nuevo cliente')} variant="contained" startIcon={<AddIcon />}>
            Agregar
          </Button>
        }
      />
    </Box>
  );
}

export default ClientList;
