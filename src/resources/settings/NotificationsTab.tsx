import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { SETTINGS_MESSAGES } from '../../domain/settings/schema';
import { NOTIFICATION_SETTINGS, settingOptionsWith } from '../../domain/settings/resource';
import { FETCH_SIZES } from '../../domain/core/ui';
import { SettingsForm } from './SettingsForm';
import { useSettingValues } from '../../api/settings';
import { InputsFromSchema } from '../../components/resource';
import { LoadError } from '../../components/LoadError';

/** 'Notificaciones': e-mail settings of advances, advance due dates and requests. */
export function NotificationsTab() {
  const { data: current, isError, refetch } = useSettingValues(FETCH_SIZES.notificationSettings);
  if (isError) return <LoadError onRetry={refetch} />;
  if (!current) return <LinearProgress sx={{ mt: 2 }} />;
  const domain = current.company_domain ?? '';
  // Under each origin address (its input 'email'), the company's domain it has to end in.
  const fromHelp = domain ? `La dirección tiene que terminar en ${domain}` : false;
  return (
    <Card sx={{ mt: 2 }}>
      <SettingsForm current={current} futures={null} successMessage={SETTINGS_MESSAGES.saved}>
        <InputsFromSchema
          description={NOTIFICATION_SETTINGS}
          helperText={Object.fromEntries(settingOptionsWith('email').map((o) => [o, fromHelp]))}
        />
      </SettingsForm>
    </Card>
  );
}
