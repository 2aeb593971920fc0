import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ShowBase, useShowContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { RecordError } from '../../components/RecordError';
import { formatCuit, isLegalPersonCuit } from '../../domain/cuit';
import { formatDate } from '../../domain/format';
import { pathTo } from '../../routes';
import { CLIENT_LABELS } from './ClientInputs';
import { clientRepresentation, type Client } from './types';

export const CLIENT_DELETED = 'El cliente fue eliminado correctamente.';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}

function ClientShowView() {
  const { record, error, isPending } = useShowContext<Client>();
  if (isPending) return <LinearProgress />;
  if (error || !record) return <RecordError error={error} backTo={pathTo('clientes')} />;
  const legal = isLegalPersonCuit(record.cuit);
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
            {clientRepresentation(record)}
            {record.deletedAt && <Chip label="Eliminado" color="error" size="small" sx={{ ml: 1 }} />}
          </Typography>
          {!record.deletedAt && (
            <>
              <Button component={RouterLink} to={pathTo('editar cliente', { id: record.id })} variant="contained" startIcon={<EditIcon />}>
                Editar
              </Button>
              <DeleteRecordButton successMessage={CLIENT_DELETED} redirectTo={pathTo('clientes')} />
            </>
          )}
        </Box>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {!legal && <Field label={CLIENT_LABELS.name}>{record.name}</Field>}
          <Field label={legal ? CLIENT_LABELS.businessName : CLIENT_LABELS.lastname}>{record.lastname}</Field>
          <Field label={CLIENT_LABELS.cuit}>{formatCuit(record.cuit)}</Field>
          <Field label={CLIENT_LABELS.address}>{record.address}</Field>
          <Field label={CLIENT_LABELS.location}>{record.location}</Field>
          <Field label={CLIENT_LABELS.province}>{record.province}</Field>
          <Field label={CLIENT_LABELS.cell}>{record.cell}</Field>
          <Field label={CLIENT_LABELS.email}>{record.email}</Field>
          <Field label={CLIENT_LABELS.sancorId}>{record.sancorId}</Field>
          {record.deletedAt && <Field label="Eliminado el">{formatDate(record.deletedAt)}</Field>}
        </Grid>
      </CardContent>
    </Card>
  );
}

/** /admin/clientes/{id}/ver: the client's fields with Editar and Eliminar (spec 2.6); a deleted client only shows. */
export function ClientShow() {
  const { id } = useParams();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ShowBase resource="clients" id={id} queryOptions={{ retry: false, onError: () => undefined }}>
        <ClientShowView />
      </ShowBase>
    </Box>
  );
}

export default ClientShow;
