import { useState } from 'react';
import { useNotify, useSaveContext } from 'react-admin';
import { MESSAGES } from '../domain/messages';
import { validationErrorsOf, validationMessagesOf } from './errors';

/**
 * The submit handler of a react-admin form whose server answers 422s: the messages
 * land on their fields (react-admin) and are listed under 'Ocurrió un error de
 * validación.' (`serverMessages`); any other failure is a Spanish toast.
 * `notifyFirst` also toasts the first message (the spec does it for a failed creation).
 */
export function useServerValidatedSave({ notifyFirst = false }: { notifyFirst?: boolean } = {}) {
  const { save } = useSaveContext();
  const notify = useNotify();
  const [serverMessages, setServerMessages] = useState<string[]>([]);

  const onSubmit = async (values: Record<string, unknown>) => {
    setServerMessages([]);
    if (!save) return;
    return save(values, {
      onError: (error: unknown) => {
        if (validationErrorsOf(error)) {
          const messages = validationMessagesOf(error);
          setServerMessages(messages);
          if (notifyFirst && messages[0]) notify(messages[0], { type: 'error' });
          return;
        }
        notify(error instanceof Error && error.message ? error.message : MESSAGES.genericError, { type: 'error' });
      },
    });
  };

  return { onSubmit, serverMessages };
}
