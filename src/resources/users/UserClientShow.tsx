import { Link as RouterLink, useParams } from 'react-router';
import { useGetOne } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RecordError } from '../../components/RecordError';
import { pathTo } from '../../routes';
import { ClientDetails } from '../clients/ClientDetails';
import { clientRepresentation, type Client } from '../clients/types';

/** /admin/usuarios/{userId}/clientes/{id}/ver: a producer's client, read only, with a link back. */
export function UserClientShow() {
  const { userId = '', id = '' } = useParams();
  const { data: client, error, isPending } = useGetOne<Client>('clients', { id: Number(id) }, { retry: false });
  if (isPending) return <LinearProgress />;
  if (error || !client) return <RecordError error={error} backTo={pathTo('ver usuario', { id: userId })} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
              {clientRepresentation(client)}
            </Typography>
            <Button component={RouterLink} to={pathTo('ver usuario', { id: userId })} startIcon={<ArrowBackIcon />}>
              Volver al productor
            </Button>
          </Box>
          <ClientDetails client={client} />
        </CardContent>
      </Card>
    </Box>
  );
}

export default UserClientShow;
