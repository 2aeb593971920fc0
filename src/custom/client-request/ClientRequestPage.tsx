// /solicitud-cliente (docs/rules/client-request.md): no session, no MUI (like /login),
// zod loaded on the first submit. The applicant, its field risks and the ALTCHA captcha.
import { useCallback, useState } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { contactsApi } from '../../api/client-request';
import { useOneAtATime } from '../../components/useOneAtATime';
import { cropChoice } from '../../domain/coverages/crops';
import { CURRENCIES } from '../../domain/core/currencies';
import { cleanCuit } from '../../domain/core/cuit';
import { decimalFromInput } from '../../domain/core/numbers';
import { cleanEmail, cleanPhone } from '../../domain/core/text';
import type { ContactInput } from '../../domain/client-request/schema';
import { validationFailureOf } from '../../http/errors';
import { lazyZodResolver } from '../../public/lazyZodResolver';
import { lazyDefault } from '../../router/lazy';
import { PublicAlert, PublicField, PublicValidationErrors } from '../../public/ui';
import { PublicSelect } from './PublicSelect';
import './client-request.css';

export const REQUEST_TITLE = 'Información del solicitante';
export const requestCreatedMessage = (number: number) => `Solicitud ${number} creada correctamente`;

const CROPS = (['soy', 'corn', 'sunflower', 'wheat'] as const).map(cropChoice);
/** The API's names of the units (hectare_price_currency), with the app's one set of labels. */
const CURRENCY_CHOICES = CURRENCIES.map((c) => ({ id: c.apiName, name: c.name }));

type Values = Omit<ContactInput, 'risks'> & {
  risks: { location: string; crop: string; number_of_hectares: string; hectare_price: string; hectare_price_currency: string }[];
};
const emptyRisk = { location: '', crop: '', number_of_hectares: '', hectare_price: '', hectare_price_currency: 'quintal' };
// The ALTCHA widget (about 30 KB gzipped) is a chunk of its own, loaded when the visitor starts
// filling the form, so the page itself stays under the 150 KB budget of the public pages (npm run bench).
const Captcha = lazyDefault(() => import('./Captcha'), {
  fallback: <p className="pub-text">Cargando la verificación…</p>,
});

const resolver = lazyZodResolver<Values>(() => import('../../domain/client-request/schema').then((m) => m.contactSchema));

export function ClientRequestPage() {
  const [sent, setSent] = useState<number | null>(null);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [filling, setFilling] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: { name: '', cuit: '', cell: '', email: '', address: '', location: '', province: '', risks: [emptyRisk], altcha: '' },
  });
  const risks = useFieldArray({ control, name: 'risks' });
  const onCaptcha = useCallback((payload: string) => setValue('altcha', payload, { shouldValidate: payload !== '' }), [setValue]);

  // One request however often the form is submitted while it runs (the captcha is good for one).
  const onSubmit = useOneAtATime(async (values: Values) => {
    setServerMessages([]);
    setFailure(null);
    try {
      // The resolver hands over the schema's output (ids as numbers, decimals with a point).
      const saved = await contactsApi.send(values as unknown as ContactInput);
      setSent(saved.number);
    } catch (e) {
      // A spent or refused captcha cannot be sent again: a fresh challenge.
      setCaptchaReset((n) => n + 1);
      const failure = validationFailureOf(e);
      if (failure) {
        for (const [field, message] of Object.entries(failure.fields)) setError(field as FieldPath<Values>, { type: 'server', message });
        setServerMessages(failure.list);
      } else setFailure(e instanceof Error && e.message ? e.message : 'No se pudo enviar la solicitud. Intentá de nuevo.');
    }
  });

  if (sent !== null)
    return (
      <div className="pub-stack req-form">
        <PublicAlert severity="success" title="Listo!">
          {requestCreatedMessage(sent)}
        </PublicAlert>
        <p className="pub-text">Un productor asesor se va a comunicar con vos.</p>
      </div>
    );

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      onFocus={() => setFilling(true)}
      onPointerDown={() => setFilling(true)}
      noValidate
      aria-label={REQUEST_TITLE}
      className="pub-stack req-form"
    >
      <h1 className="pub-title">{REQUEST_TITLE}</h1>
      <p className="pub-text">Completá tus datos y los de tus campos, y te enviamos la cotización.</p>
      {failure && <PublicAlert severity="error">{failure}</PublicAlert>}
      <PublicValidationErrors messages={serverMessages} />
      <div className="req-grid">
        <PublicField label="Nombre y apellido o razón social" autoComplete="name" {...register('name')} error={errors.name?.message} />
        <PublicField label="CUIT" inputMode="numeric" {...register('cuit', { setValueAs: cleanCuit })} error={errors.cuit?.message} />
        <PublicField
          label="Celular (10 dígitos)"
          inputMode="tel"
          autoComplete="tel-national"
          {...register('cell', { setValueAs: cleanPhone })}
          error={errors.cell?.message}
        />
        <PublicField
          label="E-mail"
          type="email"
          autoComplete="email"
          {...register('email', { setValueAs: cleanEmail })}
          error={errors.email?.message}
        />
        <PublicField label="Dirección" autoComplete="street-address" {...register('address')} error={errors.address?.message} />
        <PublicField label="Localidad" autoComplete="address-level2" {...register('location')} error={errors.location?.message} />
        <PublicField label="Provincia" autoComplete="address-level1" {...register('province')} error={errors.province?.message} />
      </div>

      <h2 className="req-subtitle">Campos a asegurar</h2>
      {errors.risks?.message && (
        <p className="pub-help" role="alert">
          {errors.risks.message}
        </p>
      )}
      {risks.fields.map((field, i) => {
        const e = errors.risks?.[i];
        return (
          <fieldset key={field.id} className="req-risk">
            <legend>Campo {i + 1}</legend>
            <div className="req-grid">
              <PublicField label="Localidad del campo" {...register(`risks.${i}.location`)} error={e?.location?.message} />
              <PublicSelect
                label="Cultivo"
                options={CROPS}
                empty="Elegí un cultivo"
                {...register(`risks.${i}.crop`)}
                error={e?.crop?.message}
              />
              <PublicField
                label="Cantidad de hectáreas"
                inputMode="decimal"
                {...register(`risks.${i}.number_of_hectares`, { setValueAs: decimalFromInput })}
                error={e?.number_of_hectares?.message}
              />
              <PublicField
                label="Valor por hectárea"
                inputMode="decimal"
                {...register(`risks.${i}.hectare_price`, { setValueAs: decimalFromInput })}
                error={e?.hectare_price?.message}
              />
              <PublicSelect
                label="Moneda"
                options={CURRENCY_CHOICES}
                {...register(`risks.${i}.hectare_price_currency`)}
                error={e?.hectare_price_currency?.message}
              />
            </div>
            {risks.fields.length > 1 && (
              <button type="button" className="pub-link req-remove" onClick={() => risks.remove(i)}>
                Quitar campo {i + 1}
              </button>
            )}
          </fieldset>
        );
      })}
      <button type="button" className="req-add" onClick={() => risks.append(emptyRisk)}>
        Agregar otro campo
      </button>

      <div className={`req-captcha${errors.altcha ? ' pub-invalid' : ''}`}>
        {filling ? (
          <Captcha onChange={onCaptcha} resetKey={captchaReset} />
        ) : (
          <p className="pub-text">Al completar el formulario aparece la verificación «No soy un robot».</p>
        )}
        {errors.altcha?.message && (
          <p className="pub-help" role="alert">
            {errors.altcha.message}
          </p>
        )}
      </div>
      <button type="submit" className="pub-button" disabled={isSubmitting}>
        Enviar solicitud
      </button>
    </form>
  );
}

export default ClientRequestPage;
