import { useMemo, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import { useSaveSettings } from '../../api/settings';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { changedSettings, settingsFormSchema } from '../../domain/settings/schema';
import type { FuturesContext } from '../../domain/settings/simulator-parameters';

export const NO_CHANGES = 'No hay cambios para guardar.';

/**
 * A form over option -> value settings: the shared rules check the changed values, 'Guardar'
 * sends only those, server 422 messages land on their fields.
 */
export function SettingsForm({
  current,
  futures,
  successMessage,
  defaults = current,
  children,
}: {
  current: Record<string, string>;
  /** What the inputs start with when it is not the stored value (a value that differs is sent as a change). */
  defaults?: Record<string, string>;
  futures: FuturesContext | null;
  successMessage: string;
  children: ReactNode;
}) {
  const notify = useNotify();
  const save = useSaveSettings();
  const schema = useMemo(() => settingsFormSchema({ current, futures }), [current, futures]);
  return (
    <AppForm
      key={JSON.stringify(current)}
      schema={schema}
      defaultValues={defaults}
      record={defaults}
      listOwnErrors
      submit={async (values: Record<string, unknown>) => {
        const changes = changedSettings(values, current);
        if (!Object.keys(changes).length) return false;
        await save.mutateAsync(changes);
        return true;
      }}
      onSuccess={(saved) => notify(saved ? successMessage : NO_CHANGES, { type: saved ? 'success' : 'info' })}
    >
      <CardContent>{children}</CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <SubmitButton label="Guardar" />
      </Box>
    </AppForm>
  );
}
