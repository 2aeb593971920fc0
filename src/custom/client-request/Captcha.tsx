// The ALTCHA proof-of-work widget (self-hosted: the challenge comes from GET /api/contacts/challenge).
// The CSP-friendly build (altcha/external) with its SHA worker as a file of our own origin.
import { useEffect, useRef } from 'react';
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import ShaWorker from 'altcha/workers/sha?worker';
import { apiPath, apiUrl } from '../../http/urls';

const LANGUAGE = 'es-ar';

// Our own Spanish texts (voseo), registered once.
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
globalThis.$altcha.i18n.set(LANGUAGE, {
  ariaLinkLabel: 'Altcha (sitio oficial)',
  error: 'Falló la verificación. Volvé a intentarlo.',
  expired: 'La verificación venció. Volvé a intentarlo.',
  footer: 'Protegido por ALTCHA',
  label: 'No soy un robot',
  loading: 'Cargando…',
  reload: 'Volver a cargar',
  verify: 'Verificar',
  verificationRequired: 'Tenés que completar la verificación.',
  verified: 'Verificado',
  verifying: 'Verificando…',
  waitAlert: 'Verificando… esperá un momento.',
  cancel: 'Cancelar',
});

interface Props {
  /** The payload to send with the form once solved, or '' when it is no longer valid. */
  onChange: (payload: string) => void;
  /** Bumped to ask for a fresh challenge (a spent one cannot be sent again). */
  resetKey: number;
}

export function Captcha({ onChange, resetKey }: Props) {
  const ref = useRef<HTMLElement & { reset?: () => void }>(null);
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [onChange]);
  useEffect(() => {
    if (resetKey > 0) {
      ref.current?.reset?.();
      onChange('');
    }
  }, [resetKey, onChange]);
  return <altcha-widget ref={ref} challenge={apiUrl(apiPath('contacts/challenge'))} language={LANGUAGE} name="altcha" />;
}

export default Captcha;
