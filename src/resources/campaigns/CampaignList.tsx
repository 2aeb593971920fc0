import { useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ResourceListFromSchema } from '../../components/resource';
import type { FieldsOf } from '../../domain/core/resource';
import { CAMPAIGN_RESOURCE } from '../../domain/campaigns/resource';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/schema';
import { pathTo } from '../../routes';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import type { Campaign } from '../../domain/reference/entity';

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
    <ResourceListFromSchema<Campaign, FieldsOf<typeof CAMPAIGN_RESOURCE>>
      description={CAMPAIGN_RESOURCE}
      render={{ status: (r) => <CampaignStatusBadge campaign={r} /> }}
      rowLink={(r) => pathTo('ver campaña', { id: r.id })}
      actions={<Actions />}
    />
  );
}

export default CampaignList;
