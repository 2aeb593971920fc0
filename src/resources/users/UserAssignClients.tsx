import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useDataProvider, useGetOne, useNotify, useRefresh } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { ResourceList, type ListColumn } from '../../components/list';
import { RecordError } from '../../components/RecordError';
import type { AppDataProvider } from '../../dataProvider';
import { formatCuit } from '../../domain/cuit';
import { MESSAGES } from '../../domain/messages';
import { paths } from '../../routes';
import { clientRepresentation, type Client } from '../clients';
import { UserClientsTable } from './UserClientsTable';
import { userRepresentation, type User } from './types';

/**
 * /admin/usuarios/{id}/clientes (spec 2.10): clients the current user sees that are
 * not the producer's (with add) and the producer's clients (with remove). Both lists
 * reload after each change.
 */
export function UserAssignClients() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busyId, setBusyId] = useState<Client['id'] | null>(null);
  const { data: user, error } = useGetOne<User>('users', { id: Number(id) }, { retry: false });

  const act = async (client: Client, action: 'assign' | 'remove') => {
    setBusyId(client.id);
    try {
      if (action === 'assign') await dataProvider.assignClient(id, client.id);
      else await dataProvider.removeClient(id, client.id);
      notify(MESSAGES.changesSaved, { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  if (error) return <RecordError error={error} backTo={paths.users.list} />;

  const unassignedColumns: ListColumn<Client>[] = [
    { source: 'lastname', label: 'Nombre', render: (c) => clientRepresentation(c) },
    { source: 'cuit', label: 'CUIT', render: (c) => formatCuit(c.cuit) },
    {
      source: 'id',
      label: 'Acciones',
      render: (c) => (
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={busyId === c.id}
          aria-label={`Asignar ${clientRepresentation(c)}`}
          onClick={() => act(c, 'assign')}
        >
          Asignar
        </Button>
      ),
    },
  ];
  const removeColumn: ListColumn<Client> = {
    source: 'remove',
    label: 'Quitar',
    render: (c) => (
      <Button
        size="small"
        color="error"
        startIcon={<RemoveIcon />}
        disabled={busyId === c.id}
        aria-label={`Quitar ${clientRepresentation(c)}`}
        onClick={() => act(c, 'remove')}
      >
        Quitar
      </Button>
    ),
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          Clientes de {userRepresentation(user)}
        </Typography>
        <Button component={RouterLink} to={paths.users.show(id)}>
          Volver al productor
        </Button>
      </Box>
      <ResourceList<Client>
        resource="clients"
        filter={{ unassignedTo: id }}
        columns={unassignedColumns}
        title="Clientes sin asignar"
        searchLabel="Buscar cliente sin asignar"
        syncWithLocation={false}
        storeKey={false}
      />
      <UserClientsTable
        userId={id}
        title="Clientes asignados"
        clientLink={(c) => paths.users.client(id, c.id)}
        extraColumns={[removeColumn]}
      />
    </Box>
  );
}

export default UserAssignClients;
