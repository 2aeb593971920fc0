import { SelectInput } from 'react-admin';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { FETCH_SIZES } from '../../domain/core/ui';
import { formatNumber, isoDateInArgentina } from '../../domain/core/format';
import { SIMULATOR_SETTINGS } from '../../domain/settings/resource';
import {
  SIMULATOR_MESSAGES,
  sameDecimal,
  selectableDollarFutures,
  simulatorFormDefaults,
} from '../../domain/settings/simulator-parameters';
import { SettingsForm } from './SettingsForm';
import type { Future } from '../../domain/settings/entity';
import { useFutures, useSettingValues } from '../../api/settings';
import { LoadError } from '../../components/LoadError';
import { CELL_SIZE, InputsFromSchema } from '../../components/resource';

/**
 * The dollar futures offered: the stored value keeps its exact text so the select shows it as
 * chosen; a stored value no future has any more is named, for the user to choose another.
 */
function futureChoices(dollars: Future[], today: string, selected: string) {
  const choices = selectableDollarFutures(dollars, today).map((f) => ({
    id: sameDecimal(f.value, selected) ? selected : f.value,
    name: `${f.option} ($ ${formatNumber(f.value)})`,
  }));
  if (!selected || choices.some((c) => c.id === selected)) return choices;
  const chosen = dollars.find((f) => sameDecimal(f.value, selected));
  const name = chosen ? `${chosen.option} ($ ${formatNumber(chosen.value)})` : `$ ${formatNumber(selected)} (${STALE_FUTURE})`;
  return [{ id: selected, name }, ...choices];
}

export const STALE_FUTURE = 'ya no es un dólar futuro: elegí otro';

/** 'Parámetros del simulador': surcharge rates and expiry dates per harvest or crop, manual quotations, dollar future. */
export function SimulatorParametersTab() {
  const settings = useSettingValues(FETCH_SIZES.simulatorSettings);
  const futures = useFutures();
  if (settings.isError || futures.isError) return <LoadError onRetry={() => Promise.all([settings.refetch(), futures.refetch()])} />;
  if (!settings.data || !futures.data) return <LinearProgress sx={{ mt: 2 }} />;
  const current = settings.data;
  const context = futures.data?.context ?? null;
  const choices = futureChoices(futures.data?.dollars ?? [], context?.today ?? '', current.selected_future ?? '');
  // The dollar future's choices come from the API's futures, not from the description.
  const future = (
    <Grid size={CELL_SIZE.half}>
      <SelectInput
        source="selected_future"
        label={SIMULATOR_SETTINGS.fields.selected_future.label}
        choices={choices}
        fullWidth
        helperText={false}
        emptyText=""
      />
    </Grid>
  );
  return (
    <Card sx={{ mt: 2 }}>
      <SettingsForm
        current={current}
        defaults={simulatorFormDefaults(current, context?.today ?? isoDateInArgentina())}
        futures={context}
        successMessage={SIMULATOR_MESSAGES.saved}
      >
        <InputsFromSchema description={SIMULATOR_SETTINGS} render={{ selected_future: future }} />
      </SettingsForm>
    </Card>
  );
}
