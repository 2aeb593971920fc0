import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ShowBase, useCanAccess, useShowContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { RecordError } from '../../components/RecordError';
import { pathTo } from '../../routes';
import { CoverageTypeBadge } from './CoverageTypeBadge';
import { RateForm } from '../rates/RateForm';
import { RatesTable } from '../rates/RatesTable';
import { COVERAGE_TOASTS, harvestName, type Coverage } from './types';

function CoverageShowView() {
  const { record, error, isPending } = useShowContext<Coverage>();
  const [adding, setAdding] = useState(false);
  const { canAccess: canAddRate } = useCanAccess({ resource: 'rates', action: 'create' });
  if (isPending) return <LinearProgress />;
  if (error || !record) return <RecordError error={error} backTo={pathTo('coberturas')} />;
  const details = [record.company?.name, record.cropDescription, harvestName(record.harvest), record.campaign?.description]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="h5" component="h2">
              {record.description} <CoverageTypeBadge type={record.coverageType} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {details}
            </Typography>
          </Box>
          {canAddRate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Nueva tasa
            </Button>
          )}
          <Button component={RouterLink} to={pathTo('editar cobertura', { id: record.id })} variant="outlined" startIcon={<EditIcon />}>
            Editar
          </Button>
          <DeleteRecordButton successMessage={COVERAGE_TOASTS.deleted} redirectTo={pathTo('coberturas')} />
        </CardContent>
      </Card>
      <RatesTable coverage={record} />
      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="md" aria-labelledby="new-rate-title">
        <DialogTitle id="new-rate-title">Nueva tasa</DialogTitle>
        <DialogContent>
          <RateForm coverage={record} onCancel={() => setAdding(false)} onDone={() => setAdding(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** /admin/coberturas/{id}/ver: the coverage with its rates (docs/rules/coverages.md#detalle). */
export function CoverageShow() {
  const { id } = useParams();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ShowBase resource="modules" id={id} queryOptions={{ retry: false, onError: () => undefined }}>
        <CoverageShowView />
      </ShowBase>
    </Box>
  );
}

export default CoverageShow;
