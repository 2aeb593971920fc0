import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import authProvider from '../authProvider';
import { pathTo } from '../routes';
import { validationFailureOf } from '../http/errors';
import { lazyZodResolver } from './lazyZodResolver';
import { Redirect, goTo, queryParam } from './navigation';
import { PublicAlert, PublicField, PublicValidationErrors } from './ui';
import { MESSAGES } from '../domain/core/messages';

export const RESET_FAILURE = MESSAGES.passwordUpdateError;
export const RESET_SUCCESS = MESSAGES.passwordUpdated;
const REDIRECT_AFTER_MS = 3000;

interface ResetValues {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}
type Field = keyof ResetValues;

const resolver = lazyZodResolver<ResetValues>(() => import('../domain/auth/schema').then((m) => m.resetPasswordSchema));

/** /reset-password?token=... (docs/rules/auth.md#restablecer-clave): e-mail, new password, confirmation; without a token, to login. */
export function ResetPasswordPage() {
  const token = queryParam('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver,
    defaultValues: { token, email: queryParam('email') ?? '', password: '', password_confirmation: '' },
  });

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => goTo(pathTo('Login')), REDIRECT_AFTER_MS);
    return () => clearTimeout(t);
  }, [done]);

  if (!token) return <Redirect to={pathTo('Login')} />;

  const onSubmit = async (values: ResetValues) => {
    setError(null);
    setServerMessages([]);
    try {
      await authProvider.resetPassword({ ...values, token });
      setDone(true);
    } catch (e) {
      const failure = validationFailureOf(e);
      if (failure) {
        setServerMessages(failure.list);
        for (const [field, message] of Object.entries(failure.fields)) {
          if (['email', 'password', 'password_confirmation'].includes(field)) {
            setFieldError(field as Field, { type: 'server', message });
          }
        }
      } else {
        setError(e instanceof Error && e.message ? e.message : RESET_FAILURE);
      }
    }
  };

  if (done) {
    return (
      <div className="pub-stack">
        <PublicAlert severity="success" title={RESET_SUCCESS}>
          Ya podés ingresar con tu clave nueva.
        </PublicAlert>
        <a href={pathTo('Login')} className="pub-link">
          Ir a ingresar
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Restablecer clave" className="pub-stack">
      <h1 className="pub-title">Restablecer clave</h1>
      {error && <PublicAlert severity="error">{error}</PublicAlert>}
      <PublicValidationErrors messages={serverMessages} />
      <input type="hidden" {...register('token')} />
      <PublicField label="E-mail" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
      <PublicField
        label="Nueva clave"
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <PublicField
        label="Confirmar clave"
        type="password"
        autoComplete="new-password"
        {...register('password_confirmation')}
        error={errors.password_confirmation?.message}
      />
      <button type="submit" className="pub-button" disabled={isSubmitting}>
        Guardar
      </button>
    </form>
  );
}

export default ResetPasswordPage;
