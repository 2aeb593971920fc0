import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { userLists } from '../../api/users';
import { ResourceList, type ListColumn } from '../../components/list';
import { formatCuit } from '../../domain/core/cuit';
import { pathTo } from '../../routes';
import { userRepresentation, type User } from './types';

const columns: ListColumn<User>[] = [
  { source: 'name', label: 'Nombre', render: (u) => userRepresentation(u) },
  { source: 'office', label: 'Oficina' },
  { source: 'cuit', label: 'CUIT', render: (u) => formatCuit(u.cuit) },
  {
    source: 'id',
    label: 'Acciones',
    render: (u) => (
      <Button component={RouterLink} to={pathTo('ver usuario', { id: u.id })} size="small">
        Ver
      </Button>
    ),
  },
];

/** 'Productores a cargo' of a supervisor. */
export function SupervisedProducersTable({ supervisorId, actions }: { supervisorId: number | string; actions?: ReactNode }) {
  return (
    <ResourceList<User>
      {...userLists.supervisedProducers(supervisorId)}
      columns={columns}
      title="Productores a cargo"
      search={false}
      syncWithLocation={false}
      storeKey={false}
      actions={actions}
    />
  );
}
