import { Link as RouterLink, useParams } from 'react-router';
import { useGetOne, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useAssignClient, useUserClientIds } from '../../api/users';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { ResourceList, type ListColumn } from '../../components/list';
import { RecordError } from '../../components/RecordError';
import { formatCuit } from '../../domain/core/cuit';
import { MESSAGES } from '../../domain/core/messages';
import { pathTo } from '../../routes';
import { clientRepresentation, type Client } from '../clients/types';
import { UserClientsTable } from './UserClientsTable';
import { userRepresentation, type User } from './types';

/**
 * /admin/usuarios/{id}/clientes (docs/rules/users.md#clientes-asignados): clients the current user sees that are
 * not the producer's (with add) and the producer's clients, its own ('Propio', kept) apart from
 * the assigned ones ('Asignado', with remove). Both lists reload after each change.
 */
export function UserAssignClients() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const assignment = useAssignClient(id);
  const busyId = assignment.isPending ? assignment.variables?.clientId : undefined;
  const { data: user, error } = useGetOne<User>('users', { id: Number(id) }, { retry: false });
  // filter[unassignedTo] is this API's; the original answers every client, so the producer's are marked here
  const { data: producerClientIds } = useUserClientIds(id);
  const owns = (c: Client) => String(c.userId) === String(id);
  const isProducers = (c: Client) => owns(c) || !!producerClientIds?.has(String(c.id));

  const act = (client: Client, assign: boolean) =>
    assignment.mutate(
      { clientId: client.id, assign },
      { onSuccess: () => notify(MESSAGES.changesSaved, { type: 'success' }), onError: (e) => showError(e) },
    );

  if (error) return <RecordError error={error} backTo={pathTo('usuarios')} />;

  const unassignedColumns: ListColumn<Client>[] = [
    { source: 'lastname', label: 'Nombre', render: (c) => clientRepresentation(c) },
    { source: 'cuit', label: 'CUIT', render: (c) => formatCuit(c.cuit) },
    {
      source: 'id',
      label: 'Acciones',
      render: (c) =>
        isProducers(c) ? (
          <Chip size="small" variant="outlined" label={owns(c) ? 'Propio' : 'Ya asignado'} />
        ) : (
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={busyId === c.id}
            aria-label={`Asignar ${clientRepresentation(c)}`}
            onClick={() => act(c, true)}
          >
            Asignar
          </Button>
        ),
    },
  ];
  const kindColumn: ListColumn<Client> = {
    source: 'userId',
    label: 'Relación',
    render: (c) => (owns(c) ? <Chip size="small" label="Propio" /> : <Chip size="small" variant="outlined" label="Asignado" />),
  };
  // Only an assignment can be removed: the producer's own clients stay its own.
  const removeColumn: ListColumn<Client> = {
    source: 'remove',
    label: 'Quitar',
    render: (c) =>
      owns(c) ? null : (
        <Button
          size="small"
          color="error"
          startIcon={<RemoveIcon />}
          disabled={busyId === c.id}
          aria-label={`Quitar ${clientRepresentation(c)}`}
          onClick={() => act(c, false)}
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
        <Button component={RouterLink} to={pathTo('ver usuario', { id })}>
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
        clientLink={(c) => pathTo('ver cliente del usuario', { userId: id, id: c.id })}
        extraColumns={[kindColumn, removeColumn]}
      />
    </Box>
  );
}

export default UserAssignClients;
