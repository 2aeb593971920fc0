import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { ResourceList, type ListColumn } from '../../components/list';
import { formatCuit } from '../../domain/cuit';
import { paths } from '../../routes';
import { userRepresentation, type User } from './types';

const columns: ListColumn<User>[] = [
  { source: 'name', label: 'Nombre', render: (u) => userRepresentation(u) },
  { source: 'office', label: 'Oficina' },
  { source: 'cuit', label: 'CUIT', render: (u) => formatCuit(u.cuit) },
  {
    source: 'id',
    label: 'Acciones',
    render: (u) => (
      <Button component={RouterLink} to={paths.users.show(u.id)} size="small">
        Ver
      </Button>
    ),
  },
];

/** 'Productores a cargo' of a supervisor (GET /api/users/{id}/supervised_users). */
export function SupervisedProducersTable({ supervisorId, actions }: { supervisorId: number | string; actions?: ReactNode }) {
  return (
    <ResourceList<User>
      resource={`users/${supervisorId}/supervised_users`}
      columns={columns}
      title="Productores a cargo"
      search={false}
      syncWithLocation={false}
      storeKey={false}
      actions={actions}
    />
  );
}
