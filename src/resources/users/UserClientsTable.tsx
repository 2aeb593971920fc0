import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { userLists } from '../../api/users';
import { ResourceList, type ListColumn } from '../../components/list';
import { formatCuit } from '../../domain/core/cuit';
import { clientRepresentation, type Client } from '../clients/types';

/** The clients of a user (searchable and paged): name, CUIT and a 'Ver' link. */
export function UserClientsTable({
  userId,
  clientLink,
  title = 'Clientes asignados',
  actions,
  extraColumns = [],
}: {
  userId: number | string;
  clientLink: (client: Client) => string;
  title?: string;
  actions?: ReactNode;
  extraColumns?: ListColumn<Client>[];
}) {
  const columns: ListColumn<Client>[] = [
    { source: 'lastname', label: 'Nombre', render: (c) => clientRepresentation(c) },
    { source: 'cuit', label: 'CUIT', render: (c) => formatCuit(c.cuit) },
    {
      source: 'id',
      label: 'Acciones',
      render: (c) => (
        <Button component={RouterLink} to={clientLink(c)} size="small">
          Ver
        </Button>
      ),
    },
    ...extraColumns,
  ];
  return (
    <ResourceList<Client>
      {...userLists.clients(userId)}
      columns={columns}
      title={title}
      searchLabel="Buscar cliente"
      syncWithLocation={false}
      storeKey={false}
      actions={actions}
    />
  );
}
