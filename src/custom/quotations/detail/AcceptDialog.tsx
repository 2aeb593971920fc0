import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export type QuotationDecision = 'accept' | 'reject';

const VERB: Record<QuotationDecision, { title: string; color: 'success' | 'error' }> = {
  accept: { title: 'Aceptar', color: 'success' },
  reject: { title: 'Rechazar', color: 'error' },
};

/**
 * Aceptar or Rechazar a quotation (docs/rules/quotations.md#acciones): an optional comment, kept in the status
 * the decision adds, then Confirmar or Cancelar.
 */
export function DecisionDialog({
  decision,
  open,
  coverage,
  loading,
  onConfirm,
  onClose,
}: {
  decision: QuotationDecision;
  open: boolean;
  coverage: string;
  loading: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const titleId = useId();
  const { title, color } = VERB[decision];
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {title} {coverage}
      </DialogTitle>
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
        <Button variant="contained" color={color} disabled={loading} onClick={() => onConfirm(comment.trim())}>
          Confirmar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
