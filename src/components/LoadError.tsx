import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const LOAD_FAILED = 'No se pudieron cargar los datos.';

/** What shows where data failed to load: the message and 'Reintentar' (never a blank or an endless spinner). */
export function LoadError({ message = LOAD_FAILED, onRetry }: { message?: string; onRetry: () => unknown }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Reintentar
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
