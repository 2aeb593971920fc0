import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ResultMessage {
  title: string;
  text: string;
}

/** A 'Listo!' / 'Error!' dialog with one button. */
export function ResultDialog({ result, onClose }: { result: ResultMessage | null; onClose: () => void }) {
  return (
    <Dialog open={!!result} onClose={onClose} aria-labelledby="result-dialog-title">
      <DialogTitle id="result-dialog-title">{result?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{result?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
