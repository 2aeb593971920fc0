import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { ResourceList, type ListColumn } from '../../components/list';
import type { NegotiationListItem } from '../../domain/entities/negotiation';
import { formatDate } from '../../domain/format';
import { clientName, paymentSummary, producerName, risksSummary } from '../../domain/negotiation-list';
import { pathTo } from '../../routes';
import { AcceptedReportButton } from './AcceptedReportButton';

const columns: ListColumn<NegotiationListItem>[] = [
  { source: 'number', label: '#' },
  { source: 'createdAt', label: 'Fecha', render: (n) => formatDate(n.createdAt) },
  { source: 'user', label: 'Productor', render: producerName },
  { source: 'client', label: 'Cliente', render: clientName },
  { source: 'risks', label: 'Zona y cultivo - Riesgo', render: risksSummary },
  { source: 'paymentMethodId', label: 'Forma de pago - Opción de tasa', render: paymentSummary },
];

/** /admin/negociaciones: confirmed negotiations the user may see (quotation-area.md 2). */
export function NegotiationList() {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<NegotiationListItem>
        resource="negotiations"
        filter={{ is_confirmed: 1 }}
        columns={columns}
        rowLink={(n) => pathTo('ver cotizacion', { id: n.id })}
        searchLabel="Buscar cotización"
        actions={
          <>
            <AcceptedReportButton />
            <Button component={RouterLink} to={pathTo('cotizar varios riesgos')} variant="outlined" startIcon={<PlaylistAddIcon />}>
              Cotizar varios riesgos
            </Button>
            <Button component={RouterLink} to={pathTo('nueva cotizacion')} variant="contained" startIcon={<AddIcon />}>
              Agregar nuevo
            </Button>
          </>
        }
      />
    </Box>
  );
}
