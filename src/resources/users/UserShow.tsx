import { Link as RouterLink, useParams } from 'react-router';
import { ShowBase, useCanAccess, useShowContext } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { RecordError } from '../../components/RecordError';
import { canDeleteUser, canEditUser } from '../../domain/users/permissions';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { pathTo } from '../../routes';
import { LogoCard } from './LogoCard';
import { PreferredCoveragesCard } from './PreferredCoverages';
import { SupervisedProducersTable } from './SupervisedProducersTable';
import { UserClientsTable } from './UserClientsTable';
import { UserDetails } from './UserDetails';
import { RoleChip } from './RoleChip';
import { isSupervisorUser } from './roles';
import { userRepresentation, type User } from './types';

export const USER_DELETED = 'El productor fue eliminado correctamente.';

function UserShowView() {
  const { record, error, isPending, refetch } = useShowContext<User>();
  const { user: me } = useCurrentUser();
  const { canAccess: canManageClients } = useCanAccess({ resource: 'users', action: 'clients' });
  const { canAccess: canAssignProducers } = useCanAccess({ resource: 'users', action: 'producers' });
  if (isPending) return <LinearProgress />;
  if (error || !record) return <RecordError error={error} backTo={pathTo('usuarios')} />;
  const target = { id: record.id, roleId: record.roleId, supervisorId: record.supervisorId };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
              {userRepresentation(record)}
              <RoleChip user={record} />
              {record.deletedAt && <Chip label="Productor Eliminado" color="error" size="small" sx={{ ml: 1 }} />}
            </Typography>
            {!record.deletedAt && (
              <>
                {canEditUser(me, target) && (
                  <Button
                    component={RouterLink}
                    to={pathTo('editar usuario', { id: record.id })}
                    variant="contained"
                    startIcon={<EditIcon />}
                  >
                    Editar
                  </Button>
                )}
                {canDeleteUser(me, target) && <DeleteRecordButton successMessage={USER_DELETED} redirectTo={pathTo('usuarios')} />}
              </>
            )}
          </Box>
          <UserDetails user={record} />
        </CardContent>
      </Card>
      <PreferredCoveragesCard coverages={record.coverages} />
      {canManageClients && !record.deletedAt && <LogoCard userId={record.id} logo={record.logo} onChange={() => void refetch()} />}
      {canManageClients && !record.deletedAt && (
        <UserClientsTable
          userId={record.id}
          clientLink={(c) => pathTo('ver cliente del usuario', { userId: record.id, id: c.id })}
          actions={
            <Button
              component={RouterLink}
              to={pathTo('clientes usuario', { id: record.id })}
              variant="contained"
              startIcon={<PersonAddIcon />}
            >
              Asignar clientes
            </Button>
          }
        />
      )}
      {isSupervisorUser(record) && !record.deletedAt && (
        <SupervisedProducersTable
          supervisorId={record.id}
          actions={
            canAssignProducers && (
              <Button
                component={RouterLink}
                to={pathTo('productores usuario', { id: record.id })}
                variant="contained"
                startIcon={<GroupAddIcon />}
              >
                Asignar productores
              </Button>
            )
          }
        />
      )}
    </Box>
  );
}

/** /admin/usuarios/{id}/ver (docs/rules/users.md#detalle). */
export function UserShow() {
  const { id } = useParams();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ShowBase resource="users" id={id} queryOptions={{ retry: false, onError: () => undefined }}>
        <UserShowView />
      </ShowBase>
    </Box>
  );
}

export default UserShow;
