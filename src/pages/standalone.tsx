// The 403, 404 and logout pages as main.tsx serves them (no router, outside
// react-admin), with the app's MUI theme.
import type { ReactNode } from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { themeOptions } from '../theme';
import { ForbiddenPage } from './ForbiddenPage';
import { LogoutPage } from './LogoutPage';
import { NotFoundPage } from './NotFoundPage';

const theme = createTheme(themeOptions);

const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

export const StandaloneNotFound = () => (
  <Themed>
    <NotFoundPage />
  </Themed>
);
export const StandaloneForbidden = () => (
  <Themed>
    <ForbiddenPage />
  </Themed>
);
export const StandaloneLogout = () => (
  <Themed>
    <LogoutPage />
  </Themed>
);
