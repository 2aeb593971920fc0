import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PROPOSAL_MESSAGES } from '../../domain/schemas/proposal';

/** 'Hay campos incorrectos.' with the list 'Corregir los siguientes campos' (quotation-area.md 5). */
export function ProblemsDialog({ problems, onClose }: { problems: string[]; onClose: () => void }) {
  return (
    <Dialog open={problems.length > 0} onClose={onClose} aria-labelledby="proposal-problems-title">
      <DialogTitle id="proposal-problems-title" sx={{ color: 'error.main' }}>
        {PROPOSAL_MESSAGES.heading}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 500 }}>{PROPOSAL_MESSAGES.listTitle}</Typography>
        <ul>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
