import { BooleanInput, DateInput, useNotify } from 'react-admin';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SIMULATOR_CROPS } from '../../domain/simulator/choices';
import { formatPercent } from '../../domain/core/format';
import { VAT_ON_INTEREST_PERCENT } from '../../domain/financing/formula';
import { FINANCING_MESSAGES, financingCropSchema } from '../../domain/financing/schema';
import { NumberInput } from '../../components/inputs/NumberInput';
import { changeCropForm, type CropEntry, type CropForm, type FinancingValues } from './cropForm';

const INTEREST_HELP = 'Sugerido con el capital, la TNA y los días al vencimiento; podés cambiarlo.';
const VAT_HELP = `Sugerido: ${formatPercent(VAT_ON_INTEREST_PERCENT, 1)} del interés; podés cambiarlo.`;

export const cropName = (id: number) => SIMULATOR_CROPS.find((c) => c.id === id)?.name ?? '';

/** One ticked crop of the financing form (`crops.<index>`): its parameters, 'Agregar' / 'Eliminar'. */
export function CropFields({ index, today }: { index: number; today: string }) {
  const notify = useNotify();
  const { getValues, setValue, clearErrors, trigger, watch } = useFormContext<FinancingValues>();
  const crop = useWatch<FinancingValues, `crops.${number}`>({ name: `crops.${index}` });
  // After an 'Agregar' that found messages, each change checks the crop again (the form, on submit
  // mode, does so only after its first submit): a message goes as soon as its field is right.
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (!checking) return;
    const subscription = watch((_values, { name: changed }) => {
      if (changed?.startsWith(`crops.${index}.`)) void trigger(`crops.${index}`);
    });
    return () => subscription.unsubscribe();
  }, [checking, watch, trigger, index]);
  const name = cropName(crop.cropId);
  const at = (field: keyof CropEntry) => `crops.${index}.${field}` as const;
  // The spec's follow-ups of a change (docs/rules/financing.md#formulario): suggested interest and VAT.
  const follow = (field: keyof CropForm, value?: string) => {
    const current = getValues(`crops.${index}`);
    const next = changeCropForm(current, getValues('capital'), field, value ?? String(current[field]), today);
    for (const key of ['dollarExpDate', 'interest', 'iva'] as const) {
      if (next[key] !== current[key]) setValue(at(key), next[key]);
    }
  };
  const add = () => {
    if (!financingCropSchema(today).safeParse(getValues(`crops.${index}`)).success) {
      // The form's schema reports a ticked crop too, so its messages outlive the next validation.
      void trigger(`crops.${index}`, { shouldFocus: true });
      setChecking(true);
      return;
    }
    setChecking(false);
    clearErrors(`crops.${index}`);
    setValue(at('added'), true);
    notify(FINANCING_MESSAGES.cropAdded, { type: 'success' });
  };
  const remove = () => {
    setValue(at('added'), false);
    notify(FINANCING_MESSAGES.cropRemoved, { type: 'info' });
  };
  const number = (field: 'tnaPesos' | 'tnaDollars' | 'interest' | 'iva', label: string, helperText?: string) => (
    <NumberInput
      source={at(field)}
      label={`${label} ${name}`}
      helperText={helperText ?? false}
      onChange={() => follow(field)}
      readOnly={crop.added}
      fullWidth
      size="small"
    />
  );
  const date = (field: 'cropExpDate' | 'dollarExpDate', label: string) => (
    <DateInput
      source={at(field)}
      label={`${label} ${name}`}
      helperText={false}
      onChange={(e) => field === 'cropExpDate' && follow(field, e.target.value)}
      readOnly={crop.added}
      fullWidth
      size="small"
    />
  );
  const toggle = (field: 'includeProfitTax' | 'includeIvaTax' | 'includeDollarsPesos', label: string) => (
    <BooleanInput source={at(field)} label={label} helperText={false} readOnly={crop.added} />
  );
  return (
    <Paper variant="outlined" component="section" aria-label={`Parámetros ${name}`} sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {name}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{number('tnaPesos', 'TNA pesos (%)')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{number('tnaDollars', 'TNA dólares (%)')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{date('cropExpDate', 'Vencimiento del cultivo')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{date('dollarExpDate', 'Vencimiento del dólar')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{number('interest', 'Interés', INTEREST_HELP)}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{number('iva', 'IVA', VAT_HELP)}</Grid>
      </Grid>
      <FormGroup row>
        {toggle('includeProfitTax', 'Incluir ganancias')}
        {toggle('includeIvaTax', 'Incluir IVA')}
        {toggle('includeDollarsPesos', 'Incluir dólares')}
      </FormGroup>
      {crop.added ? (
        <Button color="error" onClick={remove}>
          Eliminar
        </Button>
      ) : (
        <Button variant="outlined" onClick={add}>
          Agregar
        </Button>
      )}
    </Paper>
  );
}
