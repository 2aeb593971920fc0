import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { MESSAGES } from '../domain/core/messages';

export const VALIDATION_HEADING = MESSAGES.validationError;

/**
 * The list of validation messages under the heading 'Ocurrió un error de
 * validación.' (docs/rules/ui.md#formularios-y-errores). Shared by every form, public pages included.
 */
export function ValidationErrors({ messages, heading = VALIDATION_HEADING }: { messages: readonly string[]; heading?: string }) {
  if (!messages.length) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }} data-testid="validation-errors">
      <AlertTitle>{heading}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Alert>
  );
}
