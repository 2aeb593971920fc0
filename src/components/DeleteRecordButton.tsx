import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDelete, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmDialog } from './ConfirmDialog';
import { MESSAGES } from '../domain/messages';

/**
 * 'Eliminar' with the spec's confirmation; on success a toast and a redirect.
 * Pessimistic: the record is gone only when the server says so.
 */
export function DeleteRecordButton({
  successMessage,
  redirectTo,
  label = 'Eliminar',
}: {
  successMessage: string;
  redirectTo: string;
  label?: string;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(successMessage, { type: 'success' });
          void navigate(redirectTo);
        },
        onError: (error: unknown) => {
          setOpen(false);
          const message = error instanceof Error && error.message ? error.message : MESSAGES.genericError;
          notify(message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog open={open} loading={isPending} onClose={() => setOpen(false)} onConfirm={confirm} />
    </>
  );
}

export default DeleteRecordButton;
