// A form's submit button that cannot send twice: disabled (with a spinner) while its request runs,
// and whenever the screen says it is not ready (`disabled`). react-admin's <SaveButton alwaysEnable>
// stays enabled during the request, so a double click sent two POSTs (issue 17).
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SaveIcon from '@mui/icons-material/Save';

export function SubmitButton({ label, disabled = false, icon = <SaveIcon /> }: { label: string; disabled?: boolean; icon?: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={14} thickness={3} color="inherit" /> : icon}
    >
      {label}
    </Button>
  );
}
