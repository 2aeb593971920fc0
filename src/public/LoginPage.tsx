import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import authProvider, { getCurrentUser } from '../authProvider';
import { hasToken, sessionEnded } from '../http/session';
import { SESSION_EXPIRED_MESSAGE } from '../http/messages';
import { pathTo } from '../routes';
import { goTo, queryParam } from './navigation';
import { PublicAlert, PublicField } from './ui';
import { MESSAGES } from '../domain/core/messages';
import { checkLogin, type LoginValues } from '../domain/auth/login';

type FieldErrors = Partial<Record<keyof LoginValues, string>>;

const FIELDS = ['username', 'password'] as const;

/** To the start page (docs/rules/auth.md#después-de-ingresar); its rules load react-router, which the app needs next anyway. */
const goToStartPage = (redirect: string | null) =>
  import('../router/match').then(({ startPage }) => goTo(startPage(getCurrentUser(), redirect)));

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : typeof e === 'string' ? e : MESSAGES.badCredentials);

/** /login (docs/rules/auth.md#ingreso): username, password, 'Ingresar', link to recover the key. */
export function LoginPage() {
  const redirect = queryParam('redirect');
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // the app sent the user here because the server ended the session (a 401, an expired token)
  const [ended] = useState(sessionEnded);
  // after the first submit each change validates again, as the app's forms do
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<keyof LoginValues, HTMLInputElement | null>>>({});

  const signedIn = hasToken() && !!getCurrentUser();
  useEffect(() => {
    if (signedIn) void goToStartPage(redirect);
  }, [signedIn, redirect]);
  if (signedIn) return null;

  const change = (field: keyof LoginValues) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted.current) setErrors(checkLogin(next).errors);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    const { data, errors: found } = checkLogin(values);
    setErrors(found);
    if (!data) {
      inputs.current[FIELDS.find((f) => found[f])!]?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await authProvider.login(data);
      await goToStartPage(redirect);
    } catch (err) {
      setError(messageOf(err));
      setSubmitting(false);
    }
  };

  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: change(name),
    error: errors[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ingresar" className="pub-stack">
      <h1 className="pub-title">Ingresar</h1>
      {error ? (
        <PublicAlert severity="error">{error}</PublicAlert>
      ) : (
        ended && <PublicAlert severity="info">{SESSION_EXPIRED_MESSAGE}</PublicAlert>
      )}
      <PublicField label="Usuario" autoComplete="username" autoFocus {...field('username')} />
      <PublicField label="Clave" type="password" autoComplete="current-password" {...field('password')} />
      <button type="submit" className="pub-button" disabled={submitting}>
        Ingresar
      </button>
      <a href={pathTo('recuperar clave')} className="pub-link">
        ¿Olvidaste tu clave?
      </a>
    </form>
  );
}

export default LoginPage;
