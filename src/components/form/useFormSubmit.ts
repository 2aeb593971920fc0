import { useCallback, useRef, useState } from 'react';
import { useNotify, useSaveContext } from 'react-admin';
import { validationFailureOf } from '../../http/errors';
import type { DialogMessage } from '../MessageDialog';
import { useOneAtATime } from '../useOneAtATime';
import { useErrorDialog } from './ErrorDialogProvider';

export interface FormSubmitOptions<V> {
  /** The operation (a call of src/api). Without it, the react-admin controller's save (Create/Edit). */
  submit?: (values: V) => Promise<unknown>;
  onSuccess?: (result: unknown, values: V) => void;
  /** API field names -> the form's, for the server's 422 messages (`zone_id` -> `zoneId`), or a path -> path function. */
  fieldNames?: Record<string, string> | ((path: string, values: V) => string);
  /** The dialog of a failure, when the spec gives the screen its own ('Fechas de campaña solapadas'). */
  errorDialog?: (error: unknown) => DialogMessage;
  /** 'dialog': a 422 is a failure like any other (the screen's dialog shows it); default 'fields'. */
  validationErrors?: 'fields' | 'dialog';
  /** A 422 also toasts its first message (the spec does it for a failed producer creation). */
  notifyFirstError?: boolean;
  /** Runs when `submit` succeeds, before `onSuccess` (AppForm marks the form saved, so leaving does not ask). */
  afterSave?: () => void;
}

/**
 * THE submit handler of every form (src/components/form/AppForm.tsx uses it): a server 422 puts
 * each message under its field and lists them under 'Ocurrió un error de validación.'
 * (`serverMessages`); any other failure opens the spec's 'Error!' dialog. A submit while another
 * runs sends nothing.
 */
export function useFormSubmit<V extends Record<string, any>>({
  submit,
  onSuccess,
  fieldNames = {},
  errorDialog,
  validationErrors = 'fields',
  notifyFirstError = false,
  afterSave,
}: FormSubmitOptions<V> = {}) {
  const saveContext = useSaveContext();
  const notify = useNotify();
  const { showError, showMessage } = useErrorDialog();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  /** How many submits passed the form's own checks and went to the server. */
  const sent = useRef(0);

  const fail = (error: unknown, values: V): Record<string, string> | undefined => {
    const failure =
      validationErrors === 'fields'
        ? validationFailureOf(error, typeof fieldNames === 'function' ? (path) => fieldNames(path, values) : fieldNames)
        : null;
    if (!failure) {
      if (errorDialog) showMessage(errorDialog(error));
      else showError(error);
      return undefined;
    }
    setServerMessages(failure.list);
    if (notifyFirstError && failure.list[0]) notify(failure.list[0], { type: 'error' });
    return failure.fields;
  };

  const submitOnce = async (values: V): Promise<Record<string, string> | undefined> => {
    setServerMessages([]);
    if (submit) {
      try {
        const result = await submit(values);
        afterSave?.();
        // Let the form render clean before onSuccess navigates: the unsaved-changes guard reads
        // the rendered state, and would otherwise ask (and stay) after a successful save.
        if (afterSave) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        onSuccess?.(result, values);
        return undefined;
      } catch (error) {
        return fail(error, values);
      }
    }
    const save = saveContext?.save;
    if (!save) throw new Error('useFormSubmit: give `submit`, or use the form inside a Create or Edit controller');
    let fieldErrors: Record<string, string> | undefined;
    await save(values, {
      // Given here, it replaces the controller's own onSuccess (its mutationOptions): only when asked.
      ...(onSuccess ? { onSuccess: (data: unknown) => onSuccess(data, values) } : {}),
      onError: (error: unknown) => {
        fieldErrors = fail(error, values);
      },
    });
    return fieldErrors;
  };

  // A second submit while the first runs (a double click, Enter twice) waits for the first one's outcome.
  const once = useOneAtATime(submitOnce);
  const onSubmit = (values: V) => {
    sent.current += 1;
    return once(values);
  };

  /** After a submit the form's own checks stopped: the server's messages of an earlier one no longer hold. */
  const forgetServerMessages = useCallback(() => setServerMessages((m) => (m.length ? [] : m)), []);

  return { onSubmit, serverMessages, sent, forgetServerMessages };
}
