// The four-step quotation wizard (docs/rules/quotations.md#asistentes): Cliente, Coberturas,
// Configuraciones, Terminar. 'Siguiente' checks the step with the shared schema (messages under
// their fields, scrolled to the first, gone once fixed: useStepCheck) and the producer's maximum
// discount; entering Terminar asks
// the server for the preview; finishing confirms the negotiation and opens its detail. Terminar is
// enabled only by a successful preview of the current inputs in which every risk has quotations
// (going back, a failure or a risk left without quotations disables it) and never twice at once.
// After Siguiente / Anterior the new step's heading takes the focus.
// Against the spec's contract, which has no preview that does not save (its Finish answers the
// preview), a new negotiation is saved when Terminar is entered: a preview that answers an id
// makes that id the one later previews and Terminar finish, so nothing is created twice.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useNegotiationWrites } from '../../../api/quotations';
import { AppForm } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type { NegotiationPreview, NegotiationSaved } from '../../../domain/quotations/entity';
import type { NegotiationPayload, NegotiationPayloadInput } from '../../../domain/quotations/schema';
import { pathTo } from '../../../routes';
import { ClientPicker, ProducerPicker } from './ClientPicker';
import { CoveragePicker } from './CoveragePicker';
import { PreviewStep } from './PreviewStep';
import { RiskPanels } from './RiskPanels';
import { negotiationFormSchema, simpleNegotiationFormSchema } from './schema';
import { SettingsStep } from './SettingsStep';
import { STEPS } from './steps';
import { useStepCheck } from './useStepCheck';

export const QUOTATION_CREATED = 'Cotización creada correctamente';
export const QUOTATION_EDITED = 'Cotización editada correctamente';
export const UNPRICED_RISKS = 'Hay riesgos sin ninguna cotización: volvé a los pasos anteriores para corregirlos antes de terminar.';

export interface QuotationWizardProps {
  /** The negotiation being quoted or edited (a request, or a confirmed quotation). */
  id?: number;
  /** 'Cotización editada correctamente' rather than 'creada'. */
  editing?: boolean;
  defaultValues: Record<string, unknown>;
  /** Extras on the client step. */
  clientStepExtra?: ReactNode;
  /** The simple wizard: one risk (its double-crop switch makes the type 'double-crop'), POST simple-negotiations. */
  simple?: boolean;
}

/** The simple wizard's type: 'double-crop' when its risk is a double crop (docs/rules/quotations.md#asistente-simple). */
const simpleType = (values: NegotiationPayload) => (values.risks[0]?.is_double_crop === 1 ? ('double-crop' as const) : ('simple' as const));

const scrollToFirstMessage = () =>
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>('form [data-testid="step-messages"], form [aria-invalid="true"], form .Mui-error')
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
  );

type WizardStepsProps = Pick<QuotationWizardProps, 'id' | 'simple' | 'clientStepExtra'> & {
  /** The API saved the negotiation while previewing it (the spec's contract): its id. */
  onSaved: (id: number) => void;
};

function WizardSteps({ id, simple, clientStepExtra, onSaved }: WizardStepsProps) {
  const [step, setStep] = useState(0);
  const { preview } = useNegotiationWrites();
  // The preview of the inputs as they are now; cleared by going back and by a failed preview.
  const [shown, setShown] = useState<NegotiationPreview>();
  const previewCall = useRef(0);
  // react-admin shows a field's message only after a submit: the step's messages are listed too.
  const { messages, checkStep, stop } = useStepCheck(step, simple);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const next = async () => {
    const result = await checkStep();
    if (!result) return;
    if (!result.passed) {
      scrollToFirstMessage();
      return;
    }
    if (step === 2 && result.payload) {
      setShown(undefined);
      const call = ++previewCall.current;
      const target = id !== undefined ? { id } : simple ? ({ simple: true } as const) : {};
      const payload = result.payload;
      preview.mutate(
        {
          payload: { ...(payload as NegotiationPayloadInput), is_confirmed: 1, ...(simple ? { type: simpleType(payload) } : {}) },
          target,
        },
        {
          onSuccess: (saved) => {
            if (saved.id) onSaved(saved.id);
            if (call === previewCall.current) setShown(saved.preview ?? undefined);
          },
        },
      );
    }
    goTo(step + 1);
  };

  const back = () => {
    stop();
    previewCall.current++;
    setShown(undefined);
    goTo(step - 1);
  };

  const unpriced = !!shown?.risks.some((r) => r.unpriced || r.quotations.length === 0);
  const ready = step === 3 && !!shown && !preview.isPending && !preview.isError && !unpriced;
  return (
    <Box>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
        {`Paso ${step + 1} de ${STEPS.length}: ${STEPS[step]}`}
      </Typography>
      {messages.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="step-messages">
          {messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <Box hidden={step !== 0}>
        <ProducerPicker />
        <ClientPicker />
        {clientStepExtra}
        {step === 0 && <RiskPanels single={simple} />}
      </Box>
      {step === 1 && <CoveragePicker simple={simple} />}
      {step === 2 && <SettingsStep simple={simple} />}
      {step === 3 && <PreviewStep preview={shown} error={preview.error} loading={preview.isPending} />}
      {step === 3 && unpriced && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {UNPRICED_RISKS}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
        {step > 0 && <Button onClick={back}>Anterior</Button>}
        {step < 3 ? (
          <Button variant="contained" onClick={() => void next()}>
            Siguiente
          </Button>
        ) : (
          <SubmitButton label="Terminar" disabled={!ready} />
        )}
      </Box>
    </Box>
  );
}

export function QuotationWizard({ id, editing = false, defaultValues, clientStepExtra, simple = false }: QuotationWizardProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { create, createSimple, finish } = useNegotiationWrites();
  const [savedId, setSavedId] = useState(id);
  const submit = (values: NegotiationPayload) => {
    const payload = { ...values, is_confirmed: 1 as const, state: 'initiated' as const, ...(simple ? { type: simpleType(values) } : {}) };
    if (savedId !== undefined) return finish.mutateAsync({ id: savedId, payload });
    return simple ? createSimple.mutateAsync(payload) : create.mutateAsync(payload);
  };
  return (
    <AppForm
      schema={simple ? simpleNegotiationFormSchema : negotiationFormSchema}
      defaultValues={defaultValues}
      submit={submit}
      aria-label="Cotización"
      onSuccess={(saved) => {
        notify(editing ? QUOTATION_EDITED : QUOTATION_CREATED, { type: 'success' });
        void navigate(pathTo('ver cotizacion', { id: (saved as NegotiationSaved).id }));
      }}
    >
      <WizardSteps id={savedId} simple={simple} clientStepExtra={clientStepExtra} onSaved={setSavedId} />
    </AppForm>
  );
}
