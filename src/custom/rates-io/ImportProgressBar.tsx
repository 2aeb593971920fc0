import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../domain/core/format';

/** Determinate once the rows are counted; before that (sending, reading the file) indeterminate. */
export function ImportProgressBar({ label, done, total }: { label: string; done?: number; total?: number }) {
  const known = total !== undefined && total > 0 && done !== undefined;
  const value = known ? Math.min(100, (done / total) * 100) : undefined;
  const text = known ? `Importando… ${formatNumber(done, 0)} de ${formatNumber(total, 0)} filas` : label;
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress variant={known ? 'determinate' : 'indeterminate'} value={value} aria-label={text} />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {text}
      </Typography>
    </Box>
  );
}
