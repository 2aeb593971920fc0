import { useLocation, useNavigate } from 'react-router';
import { Title } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SETTINGS_TABS } from '../../domain/settings/options';
import { NotificationsTab } from './NotificationsTab';
import { IgnoreDiscountsTab } from './IgnoreDiscountsTab';
import { TaxVatsTab } from './TaxVatsTab';
import { SimulatorParametersTab } from './SimulatorParametersTab';
import { NotesTab } from './NotesTab';

/** The tabs of docs/rules/settings.md; the hash of the URL names the open one, so a reload keeps it. */
const TABS = [
  { hash: 'notificaciones', label: SETTINGS_TABS[0], element: <NotificationsTab /> },
  { hash: 'ignorar-descuentos', label: SETTINGS_TABS[1], element: <IgnoreDiscountsTab /> },
  { hash: 'valores-iva', label: SETTINGS_TABS[2], element: <TaxVatsTab /> },
  { hash: 'parametros-simulador', label: SETTINGS_TABS[3], element: <SimulatorParametersTab /> },
  { hash: 'aclaraciones-pdf', label: SETTINGS_TABS[4], element: <NotesTab /> },
] as const;

export default function SettingsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const index = Math.max(
    0,
    TABS.findIndex((t) => `#${t.hash}` === location.hash),
  );
  const tab = TABS[index] ?? TABS[0];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Configuraciones" />
      <Card>
        <Tabs
          value={index}
          onChange={(_e, i: number) => navigate({ hash: (TABS[i] ?? tab).hash }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Configuraciones"
        >
          {TABS.map((t) => (
            <Tab key={t.hash} label={t.label} id={`settings-tab-${t.hash}`} aria-controls={`settings-panel-${t.hash}`} />
          ))}
        </Tabs>
      </Card>
      <Box role="tabpanel" id={`settings-panel-${tab.hash}`} aria-labelledby={`settings-tab-${tab.hash}`}>
        {tab.element}
      </Box>
    </Box>
  );
}
