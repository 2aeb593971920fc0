import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { ResourceList, type ListColumn } from '../../components/list';
import { clientRepresentation, type Client } from '../clients';
import { formatCuit } from '../../domain/cuit';

/**
 * The clients of a user (GET /api/users/{id}/clients, searchable and paged): name,
 * CUIT and a 'Ver' link. The path is the list's resource (the data provider calls /api/<resource>).
 */
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
      resource={`users/${userId}/clients`}
      columns={columns}
      title={title}
      searchLabel="Buscar cliente"
      syncWithLocation={false}
      storeKey={false}
      actions={actions}
    />
  );
}
