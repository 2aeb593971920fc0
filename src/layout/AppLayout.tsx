import type { ReactNode } from 'react';
import { Layout, Notification, type NotificationProps } from 'react-admin';
import Box from '@mui/material/Box';
import { TOAST_MS } from '../domain/core/ui';
import { Footer } from '../components/Footer';
import { ErrorDialogProvider } from '../components/form/ErrorDialogProvider';
import { UnsavedChangesGuard } from '../components/form/UnsavedChanges';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

/** Toasts last 3 s (docs/rules/ui.md#formularios-y-errores). */
export function AppNotification(props: NotificationProps) {
  return <Notification autoHideDuration={TOAST_MS} {...props} />;
}

/**
 * react-admin's layout is at least as wide as its content (`min-width: fit-content`), so one wide
 * table widened the whole page on a phone. Here the layout and its content column are as wide as
 * the window; what is wider scrolls inside its own box (tables, docs/decisions.md «Pantallas angostas»).
 */
const narrowLayout = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ErrorDialogProvider>
      <UnsavedChangesGuard>
        <Layout appBar={AppBar} menu={AppMenu} sx={narrowLayout}>
          <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
            <Box sx={{ flex: 1, pb: 2 }}>{children}</Box>
            <Footer />
          </Box>
        </Layout>
      </UnsavedChangesGuard>
    </ErrorDialogProvider>
  );
}

export default AppLayout;
