import { useNavigate } from 'react-router';
import { useEditContext } from 'react-admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { pathTo } from '../../routes';
import { LogoCard } from '../../resources/users/LogoCard';
import { UserEditForm } from '../../resources/users/UserEdit';
import type { User } from '../../resources/users/types';
import { ChangePasswordCard } from './ChangePasswordCard';
import { PreferredCoveragesPicker } from './PreferredCoveragesPicker';
import { useRefreshProfile } from './useRefreshProfile';

/** The logo card of the profile being edited (the record of the edit context). */
function OwnLogoCard({ onChange }: { onChange: () => void }) {
  const { record, refetch } = useEditContext<User>();
  if (!record) return null;
  return (
    <LogoCard
      userId={record.id}
      logo={record.logo}
      onChange={() => {
        void refetch();
        onChange();
      }}
    />
  );
}

/**
 * /admin/perfil/editar (docs/rules/users.md#perfil): the user form limited to what one may change
 * about oneself, the logo, 'Cambiar clave' and the preferred coverages. Saving
 * refreshes the stored profile (the preferred start page of the next login).
 */
export function ProfileEdit() {
  const { user: me } = useCurrentUser();
  const navigate = useNavigate();
  const refreshProfile = useRefreshProfile();
  if (!me) return <LinearProgress />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <UserEditForm
        id={me.id}
        ownProfile
        cancelTo={pathTo('perfil')}
        onSaved={async () => {
          await refreshProfile();
          void navigate(pathTo('perfil'));
        }}
        after={<OwnLogoCard onChange={refreshProfile} />}
      />
      <ChangePasswordCard userId={me.id} />
      <PreferredCoveragesPicker userId={me.id} />
    </Box>
  );
}

export default ProfileEdit;
