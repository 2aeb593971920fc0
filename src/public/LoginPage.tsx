import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import authProvider, { getCurrentUser } from '../authProvider';
import { hasToken } from '../http/session';
import { pathTo, startPage } from '../routes';
import { lazyZodResolver } from './lazyZodResolver';
import { PublicAlert, PublicField } from './ui';
import { MESSAGES } from '../domain/core/messages';

interface LoginValues {
  username: string;
  password: string;
}

const resolver = lazyZodResolver<LoginValues>(() => import('../domain/auth/schema').then((m) => m.loginSchema));

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : typeof e === 'string' ? e : MESSAGES.badCredentials);

/** /login (docs/rules/auth.md#ingreso): username, password, 'Ingresar', link to recover the key. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver, defaultValues: { username: '', password: '' } });

  if (hasToken() && getCurrentUser()) {
    return <Navigate to={startPage(getCurrentUser(), redirect)} replace />;
  }

  const onSubmit = async (values: LoginValues) => {
    setError(null);
    try {
      await authProvider.login(values);
      void navigate(startPage(getCurrentUser(), redirect), { replace: true });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Ingresar" className="pub-stack">
      <h1 className="pub-title">Ingresar</h1>
      {error && <PublicAlert severity="error">{error}</PublicAlert>}
      <PublicField label="Usuario" autoComplete="username" autoFocus {...register('username')} error={errors.username?.message} />
      <PublicField
        label="Clave"
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <button type="submit" className="pub-button" disabled={isSubmitting}>
        Ingresar
      </button>
      <Link to={pathTo('recuperar clave')} className="pub-link">
        ¿Olvidaste tu clave?
      </Link>
    </form>
  );
}

export default LoginPage;
