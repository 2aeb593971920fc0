import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCanAccess, useDelete, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmDialog } from './ConfirmDialog';
import { useErrorDialog } from './form/ErrorDialogProvider';

/**
 * THE delete button of a record (the record and resource of the context): the spec's
 * confirmation, then a toast and, with `redirectTo`, a redirect (lists showing the record
 * reload). Shown only when the access table lets the user delete the resource. Pessimistic:
 * the record is gone only when the server says so; a failure opens the 'Error!' dialog.
 */
export function DeleteRecordButton({
  successMessage,
  redirectTo,
  label = 'Eliminar',
  icon = false,
}: {
  successMessage: string;
  redirectTo?: string;
  label?: string;
  /** An icon button (table rows), `label` being its accessible name. */
  icon?: boolean;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  if (!record || !canAccess) return null;
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(successMessage, { type: 'success' });
          if (redirectTo) void navigate(redirectTo);
        },
        onError: (error: unknown) => {
          setOpen(false);
          showError(error);
        },
      },
    );
  return (
    <>
      {icon ? (
        <Tooltip title="Eliminar">
          <IconButton aria-label={label} color="error" onClick={() => setOpen(true)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <ConfirmDialog open={open} loading={isPending} onClose={() => setOpen(false)} onConfirm={confirm} />
    </>
  );
}

export default DeleteRecordButton;
