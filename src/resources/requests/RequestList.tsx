import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ResourceList, type ListColumn } from '../../components/list';
import type { NegotiationListItem } from '../../domain/entities/negotiation';
import { formatDate } from '../../domain/format';
import { clientName, negotiationTypeLabel, producerName } from '../../domain/negotiation-list';
import { pathTo } from '../../routes';

const columns: ListColumn<NegotiationListItem>[] = [
  { source: 'number', label: '#' },
  { source: 'createdAt', label: 'Fecha', render: (n) => formatDate(n.createdAt) },
  { source: 'user', label: 'Productor', render: producerName },
  { source: 'client', label: 'Cliente', render: clientName },
  { source: 'type', label: 'Tipo', render: negotiationTypeLabel },
];

/** /admin/solicitudes: unconfirmed negotiations in state 'solicitud' (quotation-area.md 2). */
export function RequestList() {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<NegotiationListItem>
        resource="negotiations"
        filter={{ is_confirmed: 0, state: 'solicitud' }}
        storeKey="requests"
        columns={columns}
        rowLink={(n) => pathTo('ver solicitudes', { id: n.id })}
        searchLabel="Buscar solicitud"
        actions={
          <Button component={RouterLink} to={pathTo('nueva solicitud')} variant="contained" startIcon={<AddIcon />}>
            Nueva solicitud
          </Button>
        }
      />
    </Box>
  );
}
