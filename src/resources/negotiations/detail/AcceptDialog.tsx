import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** Aceptar a quotation: an optional comment, then Confirmar or Cancelar. */
export function AcceptDialog({
  open,
  coverage,
  loading,
  onConfirm,
  onClose,
}: {
  open: boolean;
  coverage: string;
  loading: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="accept-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="accept-dialog-title">Aceptar {coverage}</DialogTitle>
      <DialogContent>
        <TextField
          label="Comentario (opcional)"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancelar
        </Button>
        <Button variant="contained" color="success" disabled={loading} onClick={() => onConfirm(comment.trim())}>
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
