import { Link as RouterLink, useParams } from 'react-router';
import { ShowBase, useShowContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { RecordError } from '../../components/RecordError';
import { pathTo } from '../../routes';
import { ClientDetails } from './ClientDetails';
import { clientRepresentation, type Client } from './types';

export const CLIENT_DELETED = 'El cliente fue eliminado correctamente.';

function ClientShowView() {
  const { record, error, isPending } = useShowContext<Client>();
  if (isPending) return <LinearProgress />;
  if (error || !record) return <RecordError error={error} backTo={pathTo('clientes')} />;
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
        <ClientDetails client={record} />
      </CardContent>
    </Card>
  );
}

/** /admin/clientes/{id}/ver: the client's fields with Editar and Eliminar (docs/rules/clients.md#detalle); a deleted client only shows. */
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
