import { Link as RouterLink } from 'react-router';
import { useGetOne } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { RecordError } from '../../components/RecordError';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { pathTo } from '../../routes';
import { PreferredCoveragesCard } from '../../resources/users/PreferredCoverages';
import { UserClientsTable } from '../../resources/users/UserClientsTable';
import { UserDetails } from '../../resources/users/UserDetails';
import { userRepresentation, type User } from '../../resources/users/types';

/** /admin/perfil: 'Tu perfil' (docs/rules/users.md#perfil). */
export function ProfileShow() {
  const { user: me } = useCurrentUser();
  const id = me?.id ?? 0;
  const { data: user, error, isPending } = useGetOne<User>('users', { id }, { enabled: !!me, retry: false });
  if (!me || isPending) return <LinearProgress />;
  if (error || !user) return <RecordError error={error} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
              {userRepresentation(user)}
            </Typography>
            <Button component={RouterLink} to={pathTo('editar perfil')} variant="contained" startIcon={<EditIcon />}>
              Editar
            </Button>
          </Box>
          <UserDetails user={user} settings={false} />
        </CardContent>
      </Card>
      <PreferredCoveragesCard coverages={user.coverages} />
      <UserClientsTable userId={user.id} clientLink={(c) => pathTo('ver cliente', { id: c.id })} />
    </Box>
  );
}

export default ProfileShow;
