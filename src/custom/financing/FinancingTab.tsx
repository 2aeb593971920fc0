import { useId, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import CalculateIcon from '@mui/icons-material/Calculate';
import { useFinancing, type FinancingPayload } from '../../api/simulator';
import { CURRENCY_IDS } from '../../domain/core/currencies';
import { SIMULATOR_CROPS } from '../../domain/simulator/choices';
import type { FinancingResult } from '../../domain/financing/entity';
import { formatDate, formatMoney, formatPercent, isoDateInArgentina } from '../../domain/core/format';
import { perQuintal } from '../../domain/simulator';
import { FINANCING_MESSAGES } from '../../domain/financing/schema';
import { NumberInput } from '../../components/inputs/NumberInput';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { FailureAlert, FILE_FAILED, failureText } from '../simulator/FailureAlert';
import { emptyCropForm, financingFormSchema, formPath, payloadOf, withSuggestions, type FinancingValues } from './cropForm';
import { CropFields, cropName } from './CropFields';
import { FinancingResults } from './FinancingResults';

export const FINANCING_FAILED = 'No se pudo calcular la financiación.';
export const NO_FUTURE_WARNING = 'No se encontro futuro para la fecha de vencimiento indicada en los cultivos';
export const WARNING_TITLE = 'Advertencia!';

/** Capital, the crops to tick and each ticked crop's parameters, inside the financing form. */
function FinancingInputs({ today }: { today: string }) {
  const { getValues, setValue } = useFormContext<FinancingValues>();
  const { fields, append, remove } = useFieldArray<FinancingValues, 'crops'>({ name: 'crops' });
  const { isSubmitting } = useFormState();
  // A new capital suggests every crop's interest and VAT again (docs/rules/financing.md#formulario).
  const changeCapital = () => {
    getValues('crops').forEach((crop, i) => {
      const next = withSuggestions(crop, getValues('capital'), today);
      if (next.interest !== crop.interest) setValue(`crops.${i}.interest`, next.interest);
      if (next.iva !== crop.iva) setValue(`crops.${i}.iva`, next.iva);
    });
  };
  const toggle = (cropId: number, on: boolean) => {
    if (on) append({ ...emptyCropForm(cropId), added: false });
    else remove(fields.findIndex((f) => f.cropId === cropId));
  };
  return (
    <>
      <Box sx={{ maxWidth: 360 }}>
        <NumberInput source="capital" label="Capital ($)" helperText={false} onChange={changeCapital} fullWidth size="small" />
      </Box>
      <FormGroup row aria-label="Cultivos" sx={{ mb: 2 }}>
        {SIMULATOR_CROPS.map((c) => (
          <FormControlLabel
            key={c.id}
            control={<Checkbox checked={fields.some((f) => f.cropId === c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />}
            label={c.name}
          />
        ))}
      </FormGroup>
      {fields.map((f, index) => (
        <CropFields key={f.id} index={index} today={today} />
      ))}
      <SubmitButton label="Aceptar" icon={<CalculateIcon />} />
      {isSubmitting && <LinearProgress sx={{ my: 2 }} aria-label="Calculando" />}
    </>
  );
}

/** The financing simulator (docs/rules/financing.md; docs/financing.md). */
export function FinancingTab({ negotiationId }: { negotiationId: string }) {
  const notify = useNotify();
  const { showMessage } = useErrorDialog();
  const today = isoDateInArgentina();
  const [result, setResult] = useState<{ data: FinancingResult; payload: FinancingPayload } | null>(null);
  const [showParams, setShowParams] = useState(false);
  const paramsId = useId();
  const [runs, setRuns] = useState(0);
  const { refinance, file } = useFinancing();
  const schema = useMemo(() => financingFormSchema(today, negotiationId), [today, negotiationId]);

  const simulated = ({ data, payload }: { data: FinancingResult; payload: FinancingPayload }) => {
    setResult({ data, payload });
    setRuns((n) => n + 1);
    if (data.withoutFuture.length) {
      showMessage({ title: WARNING_TITLE, message: NO_FUTURE_WARNING, detail: data.withoutFuture.map((c) => c.crop).join(', ') });
    }
  };

  return (
    <Box>
      {/* A new simulation starts from no crop, with the same capital (docs/rules/financing.md#formulario). */}
      <AppForm
        key={runs}
        schema={schema}
        defaultValues={{ capital: result?.payload.capital ?? '', crops: [] } satisfies FinancingValues}
        aria-label="Financiación"
        warnWhenUnsavedChanges={false}
        disableInvalidFormNotification
        onInvalid={() => notify(FINANCING_MESSAGES.review, { type: 'error' })}
        fieldNames={formPath}
        errorDialog={(error) => ({ message: failureText(error, FINANCING_FAILED) })}
        submit={async (values: FinancingValues) => {
          const payload = payloadOf(values, negotiationId);
          return { data: await refinance(payload), payload };
        }}
        onSuccess={(done) => simulated(done as { data: FinancingResult; payload: FinancingPayload })}
      >
        <FinancingInputs today={today} />
      </AppForm>
      {result && (
        <Box sx={{ mt: 3 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Button
              variant="outlined"
              aria-expanded={showParams}
              aria-controls={showParams ? paramsId : undefined}
              onClick={() => setShowParams(!showParams)}
            >
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
            <Alert id={paramsId} severity="info" sx={{ mb: 2 }}>
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
