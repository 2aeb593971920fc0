// Rendering a screen or component in tests: react-admin's context (data and auth providers,
// i18n in Spanish), the app's dialog, toasts and a memory router. One helper for every UI test;
// the calls of src/api go to msw (src/testing/msw.ts).
import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { appTheme } from '../App';
import { withCustomMethods } from '../api/customMethods';
import { createQueryClient } from '../api/queryClient';
import authProvider from '../authProvider';
import { ErrorDialogProvider } from '../components/form/ErrorDialogProvider';
import type { UserProfile } from '../domain/users/entity';
import { setStoredUser, setToken } from '../http/session';
import i18nProvider from '../i18n/i18nProvider';

export interface AdminRenderOptions {
  dataProvider?: Partial<DataProvider>;
  authProvider?: AuthProvider;
  /** The URL the memory router starts at. */
  path?: string;
  /** The app's own (`createQueryClient()`), to test its retries; by default a failed request fails at once. */
  queryClient?: QueryClient;
}

/**
 * A data provider whose every react-admin method resolves empty (tests override what they use);
 * the app's own calls (src/api/customMethods.ts) go to msw as in the app.
 */
export function fakeDataProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  const empty = async () => ({ data: [], total: 0 });
  return withCustomMethods({
    getList: empty,
    getOne: async () => ({ data: { id: 0 } }),
    getMany: async () => ({ data: [] }),
    getManyReference: empty,
    create: async (_r, p) => ({ data: { id: 1, ...p.data } }),
    update: async (_r, p) => ({ data: { ...p.previousData, ...p.data, id: p.id } }),
    updateMany: async (_r, p) => ({ data: p.ids }),
    delete: async (_r, p) => ({ data: p.previousData ?? { id: p.id } }),
    deleteMany: async (_r, p) => ({ data: p.ids }),
    ...overrides,
  } as DataProvider);
}

/** Signs `profile` in (token and stored profile): the app's authProvider then answers for it, access table included. */
export function signIn(profile: Partial<UserProfile> & Pick<UserProfile, 'id' | 'roleId'>): AuthProvider {
  setToken('token-de-prueba', 3600);
  setStoredUser({ name: 'Usuario', lastname: 'De Prueba', companies: [1, 2], ...profile } as UserProfile);
  return authProvider;
}

export function AdminTestContext({
  children,
  dataProvider,
  authProvider,
  path = '/',
  queryClient = createQueryClient({ queries: { retry: false } }),
}: AdminRenderOptions & { children: ReactNode }) {
  // By default a failed request fails at once (the screens' own retry buttons are what tests press).
  // A store of its own: react-admin's default one is shared by every render (a list's filters would leak between tests).
  const [store] = useState(memoryStore);
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={fakeDataProvider(dataProvider)}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={appTheme}
      >
        <ErrorDialogProvider>{children}</ErrorDialogProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>
  );
}

export function renderInAdmin(ui: ReactElement, options: AdminRenderOptions = {}) {
  return render(<AdminTestContext {...options}>{ui}</AdminTestContext>);
}
