import { SaveButton, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * THE submit button of an AppForm (react-admin's SaveButton, 'Guardar' unless labelled): enabled
 * whether or not the form changed (a form opened with its values may be sent as it is), disabled
 * while its submit runs, so a double click sends one request, and when `disabled`.
 */
export function SubmitButton({ disabled = false, ...props }: SaveButtonProps) {
  const { isSubmitting } = useFormState();
  const off = disabled || isSubmitting;
  // SaveButton's `alwaysEnable` overrides its `disabled`: it is turned off to disable the button.
  return <SaveButton {...props} alwaysEnable={!off} disabled={off} />;
}
