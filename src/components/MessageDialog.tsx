import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../domain/core/messages';

export interface DialogMessage {
  /** 'Error!' (default) or 'Listo!', as the spec's dialogs say. */
  title?: string;
  message: string;
  /** Smaller text under the message (the spec's footers). */
  footer?: string;
  /** The server's explanation, when it adds something to the message. */
  detail?: string;
  /** A list under the message (the proposal's 'Corregir los siguientes campos'). */
  items?: string[];
  /** Title in the error colour (default: when the title is 'Error!'). */
  error?: boolean;
}

/** The spec's one-button dialogs: 'Error!' or 'Listo!', a message and an optional footer. */
export function MessageDialog({ dialog, onClose }: { dialog: DialogMessage | null; onClose: () => void }) {
  const title = dialog?.title ?? MESSAGES.errorTitle;
  return (
    <Dialog open={!!dialog} onClose={onClose} aria-labelledby="message-dialog-title" aria-describedby="message-dialog-text">
      <DialogTitle id="message-dialog-title" sx={{ color: (dialog?.error ?? title === MESSAGES.errorTitle) ? 'error.main' : undefined }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="message-dialog-text" sx={{ color: 'text.primary', fontWeight: 500 }}>
          {dialog?.message}
        </DialogContentText>
        {dialog?.items && (
          <ul>
            {dialog.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {dialog?.detail && dialog.detail !== dialog.message && <DialogContentText sx={{ mt: 1 }}>{dialog.detail}</DialogContentText>}
        {dialog?.footer && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            {dialog.footer}
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
