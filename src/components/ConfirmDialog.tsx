import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '../domain/core/messages';

export const CONFIRM_TITLE = MESSAGES.confirmTitle;
export const CONFIRM_TEXT = MESSAGES.confirmText;
export const CONFIRM_DELETE = MESSAGES.confirmDelete;

/** The spec's delete confirmation: '¿Estás seguro?' / 'Luego de esto, ...' with 'No' / 'Si, eliminar!'. */
export function ConfirmDialog({
  open,
  onConfirm,
  onClose,
  title = CONFIRM_TITLE,
  content = CONFIRM_TEXT,
  confirmLabel = CONFIRM_DELETE,
  cancelLabel = 'No',
  loading = false,
}: {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  title?: string;
  content?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
}) {
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={loading} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ConfirmDialog;
