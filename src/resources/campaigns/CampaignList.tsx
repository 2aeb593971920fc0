import { useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ResourceList, type ListColumn } from '../../components/list';
import { formatDate } from '../../domain/core/format';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/schema';
import { pathTo } from '../../routes';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import type { Campaign } from '../../domain/reference/entity';

const columns: ListColumn<Campaign>[] = [
  { source: 'description', label: 'Descripción' },
  { source: 'dateFrom', label: 'Fecha desde', render: (r) => formatDate(r.dateFrom) },
  { source: 'dateTo', label: 'Fecha hasta', render: (r) => formatDate(r.dateTo) },
  { source: 'status', label: 'Estado', render: (r) => <CampaignStatusBadge campaign={r} /> },
];

/** 'Agregar', and 'Error al obtener las campañas' when the list failed to load. */
function Actions() {
  const { error } = useListContext();
  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ py: 0 }}>
          {CAMPAIGN_MESSAGES.loadError}
        </Alert>
      )}
      <Button component={RouterLink} to={pathTo('nueva campaña')} variant="contained" startIcon={<AddIcon />}>
        Agregar
      </Button>
    </>
  );
}

/** /admin/campaigns (docs/rules/campaigns.md#lista-de-campañas): newest first, 10 per page, search by description. */
export function CampaignList() {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<Campaign>
        resource="campaigns"
        columns={columns}
        rowLink={(r) => pathTo('ver campaña', { id: r.id })}
        searchLabel="Buscar campaña"
        actions={<Actions />}
      />
    </Box>
  );
}

export default CampaignList;
