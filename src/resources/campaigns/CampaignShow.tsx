import { useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { ResourceList, type ListColumn } from '../../components/list';
import { formatDate } from '../../domain/core/format';
import { campaignLists } from '../../api/campaigns';
import type { CampaignCoverage } from '../../domain/campaigns/entity';
import type { Campaign } from '../../domain/reference/entity';
import { pathTo } from '../../routes';
import { CampaignLoadError } from './CampaignLoadError';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { CoverageTypeBadge } from '../coverages/CoverageTypeBadge';

const moduleColumns: ListColumn<CampaignCoverage>[] = [
  { source: 'description', label: 'Cobertura' },
  { source: 'company', label: 'Aseguradora', render: (m) => m.company?.name ?? '' },
  { source: 'coverageType', label: 'Tipo', render: (m) => <CoverageTypeBadge type={m.coverageType} /> },
];

/** /admin/campaigns/{id}/view: description, date range, 'Editar' and the campaign's coverages (docs/rules/campaigns.md#detalle). */
export function CampaignShow() {
  const { id = '' } = useParams();
  const { data: record, error, isPending } = useGetOne<Campaign>('campaigns', { id: Number(id) }, { retry: false });
  if (isPending) return <LinearProgress />;
  if (error || !record) return <CampaignLoadError error={error} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="h5" component="h2">
              {record.description}
            </Typography>
            <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
              Del {formatDate(record.dateFrom)} al {formatDate(record.dateTo)}
              <CampaignStatusBadge campaign={record} />
            </Typography>
          </Box>
          <Button component={RouterLink} to={pathTo('editar campaña', { id: record.id })} variant="contained" startIcon={<EditIcon />}>
            Editar
          </Button>
        </CardContent>
      </Card>
      <ResourceList<CampaignCoverage>
        {...campaignLists.coverages(record.id)}
        title="Coberturas de la campaña"
        columns={moduleColumns}
        rowLink={(m) => pathTo('ver cobertura', { id: m.id })}
        search={false}
        syncWithLocation={false}
        storeKey={false}
      />
    </Box>
  );
}

export default CampaignShow;
