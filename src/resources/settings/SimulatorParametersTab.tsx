import { BooleanInput, DateInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FETCH_SIZES } from '../../domain/core/ui';
import { formatNumber, isoDateInArgentina } from '../../domain/core/format';
import {
  QUOTATION_CROPS,
  SIMULATOR_MESSAGES,
  sameDecimal,
  selectableDollarFutures,
  simulatorFormDefaults,
} from '../../domain/settings/simulator-parameters';
import { SettingsForm, fromFlag, toFlag } from './SettingsForm';
import type { Future } from '../../domain/settings/entity';
import { useFutures, useSettingValues } from '../../api/settings';
import { LoadError } from '../../components/LoadError';
import { NumberInput } from '../../components/inputs/NumberInput';

function RateInput({ source, label, disabled }: { source: string; label: string; disabled?: boolean }) {
  return <NumberInput source={source} label={label} disabled={disabled} fullWidth helperText={false} />;
}

function PerCrop({ flag, children }: { flag: string; children: (enabled: boolean) => React.ReactNode }) {
  const on = toFlag(useWatch({ name: flag }));
  return <>{children(on)}</>;
}

function HarvestColumn({ harvest }: { harvest: 'thick' | 'thin' }) {
  const thick = harvest === 'thick';
  const crops = thick
    ? [
        { key: 'soy', name: 'Soja', date: true },
        { key: 'corn', name: 'Maíz', date: true },
        { key: 'sunflower', name: 'Girasol', date: false },
      ]
    : [{ key: 'wheat', name: 'Trigo', date: true }];
  return (
    <Box component="section" aria-label={thick ? 'Cosecha gruesa' : 'Cosecha fina'}>
      <Typography variant="h6" component="h2" gutterBottom>
        {thick ? 'Cosecha gruesa (soja, maíz, girasol)' : 'Cosecha fina (trigo)'}
      </Typography>
      <RateInput source={`${harvest}_recharge_rate`} label="Tasa de recargo (%)" />
      <DateInput source={`${harvest}_crop_date`} label="Fecha de vencimiento" fullWidth helperText={false} />
      <BooleanInput
        source={`apply_all_${harvest}_rates`}
        label="Aplicar tasas a cultivos individuales"
        format={toFlag}
        parse={fromFlag}
        helperText={false}
      />
      <PerCrop flag={`apply_all_${harvest}_rates`}>
        {(on) =>
          crops.map((c) => (
            <RateInput key={c.key} source={`${c.key}_recharge_rate`} label={`Tasa de recargo ${c.name} (%)`} disabled={!on} />
          ))
        }
      </PerCrop>
      <BooleanInput
        source={`apply_all_${harvest}_dates`}
        label="Aplicar fechas a cultivos individuales"
        format={toFlag}
        parse={fromFlag}
        helperText={false}
      />
      <PerCrop flag={`apply_all_${harvest}_dates`}>
        {(on) =>
          crops
            .filter((c) => c.date)
            .map((c) => (
              <DateInput
                key={c.key}
                source={`${c.key}_crop_date`}
                label={`Fecha de vencimiento ${c.name}`}
                disabled={!on}
                fullWidth
                helperText={false}
              />
            ))
        }
      </PerCrop>
    </Box>
  );
}

/** The dollar futures offered: the stored value keeps its exact text so the select shows it as chosen. */
function futureChoices(dollars: Future[], today: string, selected: string) {
  return selectableDollarFutures(dollars, today).map((f) => ({
    id: sameDecimal(f.value, selected) ? selected : f.value,
    name: `${f.option} ($ ${formatNumber(f.value)})`,
  }));
}

/** 'Parámetros del simulador': surcharge rates and expiry dates per harvest or crop, manual quotations, dollar future. */
export function SimulatorParametersTab() {
  const settings = useSettingValues(FETCH_SIZES.simulatorSettings);
  const futures = useFutures();
  if (settings.isError || futures.isError) return <LoadError onRetry={() => Promise.all([settings.refetch(), futures.refetch()])} />;
  if (!settings.data || !futures.data) return <LinearProgress sx={{ mt: 2 }} />;
  const current = settings.data;
  const context = futures.data?.context ?? null;
  const choices = futureChoices(futures.data?.dollars ?? [], context?.today ?? '', current.selected_future ?? '');
  return (
    <Card sx={{ mt: 2 }}>
      <SettingsForm
        current={current}
        defaults={simulatorFormDefaults(current, context?.today ?? isoDateInArgentina())}
        futures={context}
        successMessage={SIMULATOR_MESSAGES.saved}
      >
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <HarvestColumn harvest="thick" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <HarvestColumn harvest="thin" />
          </Grid>
        </Grid>
        <Box component="section" aria-label="Cotizaciones" sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Cotizaciones del día (U$S/QQ)
          </Typography>
          <BooleanInput
            source="apply_quotations_manually"
            label="Ingresar cotizaciones manualmente"
            format={toFlag}
            parse={fromFlag}
            helperText={false}
          />
          <PerCrop flag="apply_quotations_manually">
            {(on) => (
              <Grid container columnSpacing={2}>
                {QUOTATION_CROPS.map((q) => (
                  <Grid key={q.key} size={{ xs: 12, sm: 6, md: 3 }}>
                    <RateInput source={`${q.key}_quotation`} label={`Cotización ${q.name}`} disabled={!on} />
                  </Grid>
                ))}
              </Grid>
            )}
          </PerCrop>
        </Box>
        <Box component="section" aria-label="Dólar futuro" sx={{ mt: 3, maxWidth: 480 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Dólar futuro
          </Typography>
          <SelectInput
            source="selected_future"
            label="Dólar futuro seleccionado"
            choices={choices}
            fullWidth
            helperText={false}
            emptyText=""
          />
        </Box>
      </SettingsForm>
    </Card>
  );
}
