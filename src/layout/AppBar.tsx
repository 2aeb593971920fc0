import { forwardRef, useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AppBar as RaAppBar, LoadingIndicator, UserMenu, useCanAccess, useGetIdentity, useLogout, useUserMenu } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { pathTo } from '../routes';
import { routeTitle, sectionPath } from '../router/match';
import { tabTitle } from '../router/tabTitle';
import { NOT_FOUND_TITLE } from '../pages/NotFoundPage';
import { useLogoUrl } from '../resources/users/useLogoUrl';
import { usePageTitleOf } from './pageTitle';

const ProfileMenuItem = forwardRef<HTMLLIElement>(function ProfileMenuItem(props, ref) {
  const { onClose } = useUserMenu() ?? {};
  const navigate = useNavigate();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        onClose?.();
        void navigate(pathTo('perfil'));
      }}
      {...props}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary="Tu perfil" />
    </MenuItem>
  );
});

const LogoutMenuItem = forwardRef<HTMLLIElement>(function LogoutMenuItem(props, ref) {
  const logout = useLogout();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        onClose?.();
        void logout();
      }}
      {...props}
    >
      <ListItemIcon>
        <ExitToAppIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary="Salir" />
    </MenuItem>
  );
});

/** The signed-in user's logo in the user menu's button when this API keeps it behind the token (else the default icon). */
function UserLogo({ userId, logo }: { userId: number | string; logo: string | null }) {
  const url = useLogoUrl(userId, logo);
  return url ? <Avatar src={url} alt="" sx={{ width: 32, height: 32 }} /> : <AccountCircle />;
}

/** The current route's name (docs/rules/ui.md#menú-y-barra-superior: the top bar shows it), or the one its page gave itself (usePageTitle); also the browser tab's title. */
export function RouteTitle() {
  const { pathname } = useLocation();
  const own = usePageTitleOf(pathname);
  const title = own || routeTitle(pathname) || NOT_FOUND_TITLE;
  useEffect(() => {
    document.title = tabTitle(title);
  }, [title]);
  return (
    <Typography variant="h6" component="h1" noWrap sx={{ fontSize: '1.1rem', fontWeight: 500 }} data-testid="route-title">
      {title}
    </Typography>
  );
}

/** Top bar: back button, route name, settings link (admin/sudo), profile and logout menu. */
export function AppBar() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of the tab (bookmark, mail link) has no page of the app to go back to.
  const back = () => void (location.key === 'default' ? navigate(sectionPath(location.pathname)) : navigate(-1));
  const { canAccess: canEditSettings } = useCanAccess({ resource: 'settings', action: 'edit' });
  const { identity } = useGetIdentity();
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LoadingIndicator aria-label="Cargando" />
          {canEditSettings && (
            <Tooltip title="Configuraciones">
              <IconButton color="inherit" component={RouterLink} to={pathTo('configuraciones')} aria-label="Configuraciones">
                <SettingsIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      }
      userMenu={
        // The button shows the user's name: its accessible name must contain it (WCAG 2.5.3).
        <UserMenu
          label={identity?.fullName ? `Perfil de ${identity.fullName}` : 'Perfil'}
          icon={identity ? <UserLogo userId={identity.id} logo={(identity.logo as string | null | undefined) ?? null} /> : undefined}
        >
          <ProfileMenuItem />
          <LogoutMenuItem />
        </UserMenu>
      }
    >
      <Tooltip title="Volver">
        <IconButton color="inherit" onClick={back} aria-label="Volver" sx={{ mr: 1 }}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <RouteTitle />
      <Box sx={{ flex: 1 }} />
    </RaAppBar>
  );
}

export default AppBar;
