import type { ReactNode } from 'react';
import { Layout, Notification, type NotificationProps } from 'react-admin';
import Box from '@mui/material/Box';
import { TOAST_MS } from '../domain/constants';
import { Footer } from '../components/Footer';
import { ErrorDialogProvider } from '../components/form/ErrorDialogProvider';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

/** Toasts last 3 s (spec 8). */
export function AppNotification(props: NotificationProps) {
  return <Notification autoHideDuration={TOAST_MS} {...props} />;
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ErrorDialogProvider>
      <Layout appBar={AppBar} menu={AppMenu}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
          <Box sx={{ flex: 1, pb: 2 }}>{children}</Box>
          <Footer />
        </Box>
      </Layout>
    </ErrorDialogProvider>
  );
}

export default AppLayout;
