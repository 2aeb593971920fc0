import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../domain/messages';

export interface ErrorDialogContent {
  message: string;
  /** Smaller text under the message (the spec's footers). */
  footer?: string;
  /** The server's explanation, when it adds something to the message. */
  detail?: string;
}

/** The spec's error dialog: title 'Error!', a message and an optional footer. */
export function ErrorDialog({ error, onClose }: { error: ErrorDialogContent | null; onClose: () => void }) {
  return (
    <Dialog open={!!error} onClose={onClose} aria-labelledby="error-dialog-title" aria-describedby="error-dialog-message">
      <DialogTitle id="error-dialog-title" sx={{ color: 'error.main' }}>
        {MESSAGES.errorTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-message" sx={{ color: 'text.primary', fontWeight: 500 }}>
          {error?.message}
        </DialogContentText>
        {error?.detail && error.detail !== error.message && <DialogContentText sx={{ mt: 1 }}>{error.detail}</DialogContentText>}
        {error?.footer && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            {error.footer}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ErrorDialog;
