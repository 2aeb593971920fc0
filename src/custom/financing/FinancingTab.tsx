import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { simulatorApi, type FinancingPayload } from '../../api/simulator';
import { CURRENCY_IDS, SIMULATOR_CROPS } from '../../domain/core/constants';
import type { FinancingResult } from '../../domain/financing/entity';
import { formatDate, formatMoney, formatPercent, isoDateInArgentina } from '../../domain/core/format';
import { perQuintal } from '../../domain/simulator';
import { FINANCING_MESSAGES, financingCropSchema, financingRequestSchema } from '../../domain/financing/schema';
import { fieldErrors, type FieldErrors } from '../../domain/core/validation';
import { NumberTextField } from '../../components/inputs/NumberInput';
import { describeError } from '../../components/form/errorDialog';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { FailureAlert, FILE_FAILED } from '../simulator/FailureAlert';
import { changeCropForm, emptyCropForm, withSuggestions, type CropForm } from './cropForm';
import { FinancingResults } from './FinancingResults';

const INTEREST_HELP = 'Sugerido con el capital, la TNA y los días al vencimiento; podés cambiarlo.';
const VAT_HELP = 'Sugerido: 10,5 % del interés; podés cambiarlo.';
export const FINANCING_FAILED = 'No se pudo calcular la financiación.';
export const NO_FUTURE_WARNING = 'No se encontro futuro para la fecha de vencimiento indicada en los cultivos';
export const WARNING_TITLE = 'Advertencia!';

const cropName = (id: number) => SIMULATOR_CROPS.find((c) => c.id === id)?.name ?? '';

function CropFields({
  form,
  errors,
  added,
  onChange,
  onAdd,
  onRemove,
}: {
  form: CropForm;
  errors: FieldErrors;
  added: boolean;
  onChange: (field: keyof CropForm, value: string | boolean) => void;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const name = cropName(form.cropId);
  const err = (f: string) => errors[f]?.[0];
  const number = (field: 'tnaPesos' | 'tnaDollars' | 'interest' | 'iva', label: string, helperText?: string) => (
    <NumberTextField
      label={label}
      value={form[field]}
      onChange={(v) => onChange(field, v)}
      error={!!err(field)}
      helperText={err(field) ?? helperText}
      disabled={added}
      fullWidth
      size="small"
    />
  );
  const date = (field: 'cropExpDate' | 'dollarExpDate', label: string) => (
    <TextField
      type="date"
      label={label}
      value={form[field]}
      onChange={(e) => onChange(field, e.target.value)}
      error={!!err(field)}
      helperText={err(field)}
      disabled={added}
      fullWidth
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const toggle = (field: 'includeProfitTax' | 'includeIvaTax' | 'includeDollarsPesos', label: string) => (
    <FormControlLabel
      control={<Switch checked={form[field]} onChange={(e) => onChange(field, e.target.checked)} disabled={added} />}
      label={label}
    />
  );
  return (
    <Paper variant="outlined" component="section" aria-label={`Parámetros ${name}`} sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {name}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{number('tnaPesos', `TNA pesos (%) ${name}`)}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{number('tnaDollars', `TNA dólares (%) ${name}`)}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{date('cropExpDate', `Vencimiento del cultivo ${name}`)}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{date('dollarExpDate', `Vencimiento del dólar ${name}`)}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{number('interest', `Interés ${name}`, INTEREST_HELP)}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{number('iva', `IVA ${name}`, VAT_HELP)}</Grid>
      </Grid>
      <FormGroup row>
        {toggle('includeProfitTax', 'Incluir ganancias')}
        {toggle('includeIvaTax', 'Incluir IVA')}
        {toggle('includeDollarsPesos', 'Incluir dólares')}
      </FormGroup>
      {added ? (
        <Button color="error" onClick={onRemove}>
          Eliminar
        </Button>
      ) : (
        <Button variant="outlined" onClick={onAdd}>
          Agregar
        </Button>
      )}
    </Paper>
  );
}

/** The financing simulator (docs/rules/financing.md; docs/financing.md). */
export function FinancingTab({ negotiationId }: { negotiationId: string }) {
  const notify = useNotify();
  const { showMessage } = useErrorDialog();
  const today = isoDateInArgentina();
  const [capital, setCapital] = useState('');
  const [capitalError, setCapitalError] = useState<string>();
  const [forms, setForms] = useState<Record<number, CropForm>>({});
  const [errors, setErrors] = useState<Record<number, FieldErrors>>({});
  const [added, setAdded] = useState<number[]>([]);
  const [result, setResult] = useState<{ data: FinancingResult; payload: FinancingPayload } | null>(null);
  const [showParams, setShowParams] = useState(false);

  const simulate = useMutation({ mutationFn: simulatorApi.refinance });
  const file = useMutation({
    mutationFn: ({ kind, payload }: { kind: 'pdf' | 'excel'; payload: FinancingPayload }) =>
      kind === 'pdf' ? simulatorApi.refinancePdf(payload) : simulatorApi.refinanceExcel(payload),
  });

  const changeCapital = (value: string) => {
    setCapital(value);
    setForms((all) => Object.fromEntries(Object.entries(all).map(([k, f]) => [k, withSuggestions(f, value, today)])));
  };
  const toggleCrop = (cropId: number, on: boolean) => {
    setForms((all) => {
      const next = { ...all };
      if (on) next[cropId] = emptyCropForm(cropId);
      else delete next[cropId];
      return next;
    });
    if (!on) setAdded((list) => list.filter((c) => c !== cropId));
  };
  const add = (cropId: number) => {
    const parsed = financingCropSchema(today).safeParse(forms[cropId]);
    if (!parsed.success) {
      setErrors((e) => ({ ...e, [cropId]: fieldErrors(parsed.error) }));
      return;
    }
    setErrors((e) => ({ ...e, [cropId]: {} }));
    setAdded((list) => [...list, cropId]);
    notify(FINANCING_MESSAGES.cropAdded, { type: 'success' });
  };
  const remove = (cropId: number) => {
    setAdded((list) => list.filter((c) => c !== cropId));
    notify(FINANCING_MESSAGES.cropRemoved, { type: 'info' });
  };
  const accept = async () => {
    const payload: FinancingPayload = { capital, negotiationId, crops: added.map((c) => forms[c]!).filter(Boolean) };
    const parsed = financingRequestSchema(today).safeParse(payload);
    setCapitalError(parsed.success ? undefined : fieldErrors(parsed.error).capital?.[0]);
    if (!parsed.success) {
      notify(FINANCING_MESSAGES.review, { type: 'error' });
      return;
    }
    try {
      const data = await simulate.mutateAsync(payload);
      setResult({ data, payload });
      // A new simulation starts from no crop (docs/rules/financing.md#formulario).
      setForms({});
      setAdded([]);
      setErrors({});
      if (data.withoutFuture.length) {
        showMessage({ title: WARNING_TITLE, message: NO_FUTURE_WARNING, detail: data.withoutFuture.map((c) => c.crop).join(', ') });
      }
    } catch (error) {
      if (describeError(error).status === 422) notify(FINANCING_MESSAGES.review, { type: 'error' });
    }
  };

  return (
    <Box>
      <Box sx={{ maxWidth: 360, mb: 2 }}>
        <NumberTextField
          label="Capital ($)"
          value={capital}
          onChange={changeCapital}
          error={!!capitalError}
          helperText={capitalError}
          fullWidth
          size="small"
        />
      </Box>
      <FormGroup row aria-label="Cultivos" sx={{ mb: 2 }}>
        {SIMULATOR_CROPS.map((c) => (
          <FormControlLabel
            key={c.id}
            control={<Checkbox checked={!!forms[c.id]} onChange={(e) => toggleCrop(c.id, e.target.checked)} />}
            label={c.name}
          />
        ))}
      </FormGroup>
      {SIMULATOR_CROPS.filter((c) => forms[c.id]).map((c) => (
        <CropFields
          key={c.id}
          form={forms[c.id]!}
          errors={errors[c.id] ?? {}}
          added={added.includes(c.id)}
          onChange={(field, value) => setForms((all) => ({ ...all, [c.id]: changeCropForm(all[c.id]!, capital, field, value, today) }))}
          onAdd={() => add(c.id)}
          onRemove={() => remove(c.id)}
        />
      ))}
      <Button variant="contained" onClick={() => void accept()} disabled={simulate.isPending}>
        Aceptar
      </Button>
      {simulate.isPending && <LinearProgress sx={{ my: 2 }} aria-label="Calculando" />}
      {simulate.isError && describeError(simulate.error).status !== 422 && (
        <FailureAlert error={simulate.error} fallback={FINANCING_FAILED} />
      )}
      {result && (
        <Box sx={{ mt: 3 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Button variant="outlined" onClick={() => setShowParams(!showParams)}>
              Mostrar parámetros
            </Button>
            <Button variant="contained" onClick={() => file.mutate({ kind: 'pdf', payload: result.payload })} disabled={file.isPending}>
              Descargar PDF
            </Button>
            <Button variant="contained" onClick={() => file.mutate({ kind: 'excel', payload: result.payload })} disabled={file.isPending}>
              Descargar Excel
            </Button>
          </Box>
          {file.isError && <FailureAlert error={file.error} fallback={FILE_FAILED} />}
          {showParams && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <ul style={{ margin: 0 }}>
                {result.data.market.map((m) => (
                  <li key={m.crop_id}>
                    {cropName(m.crop_id)}: dólar hoy {formatMoney(m.dollarToday)}; dólar futuro {formatMoney(m.dollarFuture)}
                    {m.dollarFutureMonth ? ` (${formatDate(m.dollarFutureMonth).slice(3)})` : ''}; pizarra{' '}
                    {formatMoney(perQuintal(m.boardPriceToday), CURRENCY_IDS.dollar)}/QQ; futuro{' '}
                    {formatMoney(perQuintal(m.cropFuture), CURRENCY_IDS.dollar)}/QQ; ganancias {formatPercent(result.data.incomeTaxPercent)}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          <FinancingResults result={result.data} capital={result.payload.capital} />
        </Box>
      )}
    </Box>
  );
}
