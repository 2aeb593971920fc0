import { BooleanInput, TextInput } from 'react-admin';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SETTINGS_MESSAGES } from '../../domain/settings/schema';
import { FETCH_SIZES } from '../../domain/core/ui';
import { SettingsForm, fromFlag, toFlag } from './SettingsForm';
import { useSettingValues } from '../../api/settings';
import { LoadError } from '../../components/LoadError';

type Field = { option: string; label: string; kind: 'switch' | 'email'; help?: string };

const LIST_HELP = 'Varias direcciones separadas por comas.';

const SECTIONS: { title: string; fields: Field[] }[] = [
  {
    title: 'Anticipos',
    fields: [
      { option: 'on_advance_send_emails_enabled', label: 'Enviar correos al anticipar una cotización', kind: 'switch' },
      { option: 'on_advance_send_emails_copy_to_producer', label: 'Enviar copia al productor', kind: 'switch' },
      { option: 'on_advance_send_emails_from_address', label: 'Dirección de origen', kind: 'email' },
      { option: 'on_advance_send_emails_to_address', label: 'Destinatarios', kind: 'email', help: LIST_HELP },
      { option: 'on_advance_send_emails_bcc_address', label: 'Copia oculta (CCO)', kind: 'email', help: LIST_HELP },
    ],
  },
  {
    title: 'Vencimiento de anticipos',
    fields: [
      { option: 'advance_due_date_notification_enabled', label: 'Notificar el vencimiento de los anticipos', kind: 'switch' },
      { option: 'advance_due_date_notification_to_producer', label: 'Notificar al productor', kind: 'switch' },
      { option: 'advance_due_date_notification_admin_email', label: 'Email del administrador', kind: 'email', help: LIST_HELP },
    ],
  },
  {
    title: 'Solicitudes',
    fields: [
      { option: 'solicitudes_send_emails_enabled', label: 'Enviar correos de solicitudes', kind: 'switch' },
      { option: 'solicitudes_send_emails_copy_to_supervisor', label: 'Enviar copia al supervisor', kind: 'switch' },
      { option: 'solicitudes_send_emails_to_user', label: 'Enviar al productor', kind: 'switch' },
      { option: 'solicitudes_send_emails_to_client', label: 'Enviar al cliente', kind: 'switch' },
      { option: 'solicitudes_send_emails_from_address', label: 'Dirección de origen', kind: 'email' },
      { option: 'solicitudes_send_emails_to_address', label: 'Destinatarios', kind: 'email', help: LIST_HELP },
      { option: 'solicitudes_send_emails_bcc_address', label: 'Copia oculta (CCO)', kind: 'email', help: LIST_HELP },
    ],
  },
];

/** 'Notificaciones': e-mail settings of advances, advance due dates and requests. */
export function NotificationsTab() {
  const { data: current, isError, refetch } = useSettingValues(FETCH_SIZES.notificationSettings);
  if (isError) return <LoadError onRetry={refetch} />;
  if (!current) return <LinearProgress sx={{ mt: 2 }} />;
  const domain = current.company_domain ?? '';
  return (
    <Card sx={{ mt: 2 }}>
      <SettingsForm current={current} futures={null} successMessage={SETTINGS_MESSAGES.saved}>
        {SECTIONS.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
              {section.title}
            </Typography>
            <Grid container columnSpacing={2}>
              {section.fields.map((f) =>
                f.kind === 'switch' ? (
                  <Grid key={f.option} size={{ xs: 12, md: 6 }}>
                    <BooleanInput source={f.option} label={f.label} format={toFlag} parse={fromFlag} helperText={false} />
                  </Grid>
                ) : (
                  <Grid key={f.option} size={{ xs: 12, md: 6 }}>
                    <TextInput
                      source={f.option}
                      label={f.label}
                      fullWidth
                      helperText={
                        f.help ?? (f.option.endsWith('from_address') && domain ? `La dirección tiene que terminar en ${domain}` : false)
                      }
                    />
                  </Grid>
                ),
              )}
            </Grid>
          </section>
        ))}
      </SettingsForm>
    </Card>
  );
}
