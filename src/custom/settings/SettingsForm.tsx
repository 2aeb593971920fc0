import { useMemo, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, SaveButton, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import { firstErrorPerField, validationMessagesOf } from '../../components/errors';
import { ValidationErrors } from '../../components/ValidationErrors';
import { MESSAGES } from '../../domain/messages';
import { changedSettings, settingsFormSchema } from '../../domain/schemas/settings';
import type { FuturesContext } from '../../domain/simulator-parameters';
import { useSaveSettings } from './useSettingsData';

export const NO_CHANGES = 'No hay cambios para guardar.';

/**
 * A form over option -> value settings: the shared rules check the changed values (zod
 * resolver), 'Guardar' sends only those, server 422 messages land on their fields.
 */
export function SettingsForm({
  current,
  futures,
  successMessage,
  children,
}: {
  current: Record<string, string>;
  futures: FuturesContext | null;
  successMessage: string;
  children: ReactNode;
}) {
  const notify = useNotify();
  const save = useSaveSettings();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const resolver = useMemo(() => zodResolver(settingsFormSchema({ current, futures })), [current, futures]);

  const onSubmit = async (values: Record<string, unknown>) => {
    setServerMessages([]);
    const changes = changedSettings(values, current);
    if (!Object.keys(changes).length) {
      notify(NO_CHANGES, { type: 'info' });
      return;
    }
    try {
      await save(changes);
      notify(successMessage, { type: 'success' });
    } catch (e) {
      const fields = firstErrorPerField((e as { body?: { fieldErrors?: Record<string, unknown> } })?.body?.fieldErrors);
      if (Object.keys(fields).length) {
        setServerMessages(validationMessagesOf(e));
        notify(MESSAGES.validationError, { type: 'error' });
        return fields;
      }
      notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
    }
  };

  return (
    <Form
      key={JSON.stringify(current)}
      defaultValues={current}
      resolver={resolver}
      onSubmit={onSubmit}
      mode="onSubmit"
      reValidateMode="onChange"
      noValidate
    >
      <CardContent>
        <ValidationErrors messages={serverMessages} />
        {children}
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <SaveButton label="Guardar" alwaysEnable />
      </Box>
    </Form>
  );
}

export const toFlag = (v: unknown) => v === '1' || v === 1 || v === true;
export const fromFlag = (v: unknown) => (v ? '1' : '0');
