import type { ReactNode } from 'react';

/** A screen for a named route (src/routes.ts): its element and the react-admin resource it works on. */
export type Screens = Record<string, { resource?: string; element: ReactNode }>;
