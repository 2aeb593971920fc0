import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ListSelectFilter, ProducerFilter, ResourceList, type ListColumn } from '../../components/list';
import type { NegotiationListItem } from '../../domain/quotations/entity';
import { formatDate } from '../../domain/core/format';
import { clientName, negotiationTypeLabel, producerName, REQUEST_DEFAULT_STATE, REQUEST_STATE_CHOICES } from '../../domain/quotations/list';
import { numberColumn } from '../quotations/numberColumn';
import { pathTo } from '../../routes';

const columns: ListColumn<NegotiationListItem>[] = [
  numberColumn,
  { source: 'createdAt', label: 'Fecha', render: (n) => formatDate(n.createdAt) },
  { source: 'user', label: 'Productor', render: producerName },
  { source: 'client', label: 'Cliente', render: clientName },
  { source: 'type', label: 'Tipo', render: negotiationTypeLabel },
];

/**
 * /admin/solicitudes: unconfirmed negotiations in state 'solicitud' (docs/rules/quotations.md#solicitudes); the
 * 'Estado' filter finds the cancelled ones too.
 */
export function RequestList() {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<NegotiationListItem>
        resource="negotiations"
        filter={{ is_confirmed: 0 }}
        filterDefaultValues={{ state: REQUEST_DEFAULT_STATE }}
        storeKey="requests"
        columns={columns}
        rowLink={(n) => pathTo('ver solicitudes', { id: n.id })}
        searchLabel="Buscar solicitud"
        filters={
          <>
            <ProducerFilter resource="negotiations" />
            <ListSelectFilter source="state" label="Estado" choices={REQUEST_STATE_CHOICES} />
          </>
        }
        actions={
          <Button component={RouterLink} to={pathTo('nueva solicitud')} variant="contained" startIcon={<AddIcon />}>
            Nueva solicitud
          </Button>
        }
      />
    </Box>
  );
}
