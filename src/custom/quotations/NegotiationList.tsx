import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { ListSelectFilter, ProducerFilter, ResourceList, type ListColumn } from '../../components/list';
import type { NegotiationListItem } from '../../domain/quotations/entity';
import { formatDate } from '../../domain/core/format';
import { clientName, paymentSummary, producerName, QUOTATION_STATE_CHOICES, risksSummary } from '../../domain/quotations/list';
import { pathTo } from '../../routes';
import { AcceptedReportButton } from './AcceptedReportButton';
import { numberColumn } from './numberColumn';

const columns: ListColumn<NegotiationListItem>[] = [
  numberColumn,
  { source: 'createdAt', label: 'Fecha', render: (n) => formatDate(n.createdAt) },
  { source: 'user', label: 'Productor', render: producerName },
  { source: 'client', label: 'Cliente', render: clientName },
  { source: 'risks', label: 'Zona y cultivo - Riesgo', render: risksSummary },
  { source: 'paymentMethodId', label: 'Forma de pago - Opción de tasa', render: paymentSummary },
];

/** /admin/negociaciones: confirmed negotiations the user may see (docs/rules/quotations.md#lista-de-cotizaciones). */
export function NegotiationList() {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<NegotiationListItem>
        resource="negotiations"
        filter={{ is_confirmed: 1 }}
        columns={columns}
        rowLink={(n) => pathTo('ver cotizacion', { id: n.id })}
        searchLabel="Buscar cotización"
        filters={
          <>
            <ProducerFilter resource="negotiations" />
            <ListSelectFilter source="state" label="Estado" choices={QUOTATION_STATE_CHOICES} emptyLabel="Todos" />
          </>
        }
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
