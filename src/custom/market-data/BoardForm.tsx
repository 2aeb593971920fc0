import { DateInput, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useMarketWrites, type ExternalRatesInput } from '../../api/market';
import type { ExternalRates } from '../../domain/market/entity';
import { externalRatesSchema, MARKET_MESSAGES } from '../../domain/market/schema';
import { AppForm } from '../../components/form/AppForm';
import { NumberInput } from '../../components/inputs/NumberInput';
import { withMinDecimals } from '../../domain/core/numbers';

const FIELDS = [
  ['dollars', 'Dólar ($/U$S)'],
  ['soy', 'Soja (U$S/t)'],
  ['soy_2', 'Soja 2 (U$S/t)'],
  ['corn', 'Maíz (U$S/t)'],
  ['corn_2', 'Maíz 2 (U$S/t)'],
  ['wheat', 'Trigo (U$S/t)'],
  ['sunflower', 'Girasol (U$S/t)'],
  ['barley', 'Cebada (U$S/t)'],
  ['sorghum', 'Sorgo (U$S/t)'],
  ['oatmeal', 'Avena (U$S/t)'],
  ['popcorn', 'Maíz pisingallo (U$S/t)'],
] as const;

/** A day's board prices (pizarra Rosario, U$S per tonne) and the dollar; the simulator divides them by 10. */
export function BoardForm({ latest }: { latest: ExternalRates | null }) {
  const notify = useNotify();
  const { saveExternalRates } = useMarketWrites();
  const defaults = Object.fromEntries(FIELDS.map(([f]) => [f, withMinDecimals(latest?.[f])]));
  return (
    <AppForm
      schema={externalRatesSchema}
      defaultValues={{ date: latest?.date ?? '', ...defaults }}
      aria-label="Valores del día"
      submit={(values) => saveExternalRates.mutateAsync(values as ExternalRatesInput)}
      onSuccess={() => notify(MARKET_MESSAGES.saved, { type: 'success' })}
    >
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <DateInput source="date" label="Fecha" fullWidth helperText={false} />
        </Grid>
        {FIELDS.map(([f, label]) => (
          <Grid key={f} size={{ xs: 12, sm: 6, md: 3 }}>
            <NumberInput source={f} label={label} fullWidth helperText={false} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 1 }}>
        <Button type="submit" variant="contained">
          Guardar
        </Button>
      </Box>
    </AppForm>
  );
}
