// Theme options shared by the light public pages and the react-admin app.
// Plain options only: this module is part of the /login bundle, so it must not
// import react-admin (App.tsx merges these options over react-admin's defaults).
import type { ThemeOptions } from '@mui/material/styles';

export const SIDEBAR_LINK_HEIGHT = 65;

export const brand = {
  primary: '#2e7d32',
  primaryDark: '#1b5e20',
  secondary: '#f9a825',
  background: '#f4f6f3',
};

export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: brand.primary, dark: brand.primaryDark, contrastText: '#fff' },
    secondary: { main: brand.secondary },
    background: { default: brand.background },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};
