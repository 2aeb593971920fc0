// The Create and Edit pages of a generic resource: the controller, its toast and where it goes after saving.
import type { ReactNode } from 'react';
import { CreateBase, EditBase, useEditContext, useNotify, type RaRecord, type TransformData } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { RecordError } from '../RecordError';

/** /admin/<recurso>/nuevo: saves, toasts `successMessage` and opens the new record (`showPath`). */
export function CreateFromSchema<R extends RaRecord>({
  resource,
  successMessage,
  showPath,
  transform,
  children,
}: {
  resource: string;
  successMessage: string;
  showPath: (saved: R) => string;
  transform?: TransformData;
  /** The form (`FormFromSchema`). */
  children: ReactNode;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <CreateBase<R>
        resource={resource}
        redirect={false}
        transform={transform}
        mutationOptions={{
          onSuccess: (saved: R) => {
            notify(successMessage, { type: 'success' });
            void navigate(showPath(saved));
          },
        }}
      >
        <Card>{children}</Card>
      </CreateBase>
    </Box>
  );
}

function EditView({ children, loadError }: { children: ReactNode; loadError: (error: unknown) => ReactNode }) {
  const { record, error, isPending } = useEditContext();
  if (isPending) return <LinearProgress />;
  if (error || !record) return loadError(error);
  return <Card>{children}</Card>;
}

/**
 * /admin/<recurso>/{id}/editar: a pessimistic edit (the server's 422 reaches the fields), the
 * toast, then `onSaved`; a record that does not load shows its error (403/404 pages by default).
 */
export function EditFromSchema({
  resource,
  id,
  successMessage,
  onSaved,
  backTo,
  loadError = (error) => <RecordError error={error} backTo={backTo} />,
  select,
  transform,
  disableAuthentication,
  children,
  after,
}: {
  resource: string;
  id: number | string;
  successMessage: string;
  onSaved: () => void | Promise<void>;
  /** Where the load error's link goes. */
  backTo?: string;
  loadError?: (error: unknown) => ReactNode;
  /** The record as the form holds it (the API's answer reshaped). */
  select?: (record: RaRecord) => RaRecord;
  transform?: TransformData;
  disableAuthentication?: boolean;
  /** The form (`FormFromSchema`). */
  children: ReactNode;
  /** Below the form, in the same controller (the profile's password card). */
  after?: ReactNode;
}) {
  const notify = useNotify();
  return (
    <EditBase
      resource={resource}
      id={Number(id)}
      mutationMode="pessimistic"
      redirect={false}
      disableAuthentication={disableAuthentication}
      queryOptions={{ retry: false, onError: () => undefined, ...(select ? { select } : {}) }}
      transform={transform}
      mutationOptions={{
        onSuccess: async () => {
          notify(successMessage, { type: 'success' });
          await onSaved();
        },
      }}
    >
      <EditView loadError={loadError}>{children}</EditView>
      {after}
    </EditBase>
  );
}
