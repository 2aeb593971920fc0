import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import { CutText, ResourceList, type ListColumn } from '../../components/list';
import { formatCuit } from '../../domain/core/cuit';
import { pathTo } from '../../routes';
import { userRepresentation, type User } from './types';
import { isSupervisorUser } from './roles';

const columns: ListColumn<User>[] = [
  {
    source: 'name',
    label: 'Nombre',
    render: (u) => (
      <>
        <CutText value={userRepresentation(u)} />
        {isSupervisorUser(u) && <Chip label="Supervisor" color="info" size="small" sx={{ ml: 1 }} />}
      </>
    ),
  },
  { source: 'office', label: 'Oficina' },
  { source: 'location', label: 'Localidad' },
  { source: 'cuit', label: 'CUIT', render: (u) => formatCuit(u.cuit) },
  { source: 'email', label: 'E-mail' },
  {
    source: 'id',
    label: 'Acciones',
    render: (u) => (
      <Button
        component={RouterLink}
        to={pathTo('ver usuario', { id: u.id })}
        size="small"
        onClick={(e: React.MouseEvent) => e.stopPropagation()}
      >
        Ver
      </Button>
    ),
  },
];

/** /admin/usuarios: 'Productores registrados' (docs/rules/users.md#lista-de-productores). A supervisor gets only its producers from the server. */
export function UserList() {
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <ResourceList<User>
        resource="users"
        columns={columns}
        rowLink={(u) => pathTo('ver usuario', { id: u.id })}
        searchLabel="Buscar productor"
        actions={
          <Button component={RouterLink} to={pathTo('nuevo usuario')} variant="contained" startIcon={<AddIcon />}>
            Agregar nuevo
          </Button>
        }
      />
    </Box>
  );
}

export default UserList;
