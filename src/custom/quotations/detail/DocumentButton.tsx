import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';

/** A button that downloads one document, with its progress while the server makes it. */
export function DocumentButton({
  id,
  busy,
  onClick,
  children,
  variant = 'outlined',
}: {
  id: string;
  busy: string | null;
  onClick: () => void;
  children: string;
  variant?: 'outlined' | 'text' | 'contained';
}) {
  const making = busy === id;
  return (
    <Button
      size="small"
      variant={variant}
      startIcon={making ? <CircularProgress size={16} /> : <PictureAsPdfIcon />}
      disabled={busy !== null}
      aria-busy={making}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
