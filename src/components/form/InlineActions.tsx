import { useFormState } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

/** Save (submits its AppForm) and cancel icons of an inline editor; both off while the save runs. */
export function InlineActions({ saveLabel = 'Guardar', onCancel }: { saveLabel?: string; onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  // An empty title renders no tooltip: MUI warns about a tooltip on a disabled button.
  return (
    <>
      <Tooltip title={isSubmitting ? '' : 'Guardar'}>
        <IconButton type="submit" aria-label={saveLabel} color="primary" disabled={isSubmitting}>
          <CheckIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={isSubmitting ? '' : 'Cancelar'}>
        <IconButton aria-label="Cancelar" onClick={onCancel} disabled={isSubmitting}>
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
