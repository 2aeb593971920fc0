import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { MessageDialog, type DialogMessage } from '../MessageDialog';
import { errorDialogFor } from './errorDialog';

interface DialogApi {
  /** The spec's 'Error!' dialog for a failed operation (`message` replaces the generic text). */
  showError(error: unknown, message?: string): void;
  /** Any one-button dialog ('Listo!' after an action, or an error with its own texts). */
  showMessage(dialog: DialogMessage): void;
}

const DialogContext = createContext<DialogApi | null>(null);

/** One dialog for the whole app (rendered by the layout). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const showError = useCallback((error: unknown, message?: string) => setDialog(errorDialogFor(error, message)), []);
  const value = useMemo(() => ({ showError, showMessage: setDialog }), [showError]);
  return (
    <DialogContext.Provider value={value}>
      {children}
      <MessageDialog dialog={dialog} onClose={() => setDialog(null)} />
    </DialogContext.Provider>
  );
}

/** The app's dialog: every failure that is not a form's field error goes through it. */
export function useErrorDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useErrorDialog outside ErrorDialogProvider');
  return api;
}
