import { useState } from 'react';
import { useForm } from 'react-hook-form';
import authProvider from '../authProvider';
import { pathTo } from '../routes';
import { lazyZodResolver } from './lazyZodResolver';
import { PublicAlert, PublicField } from './ui';
import { MESSAGES } from '../domain/core/messages';

export const FORGOT_NOT_FOUND = MESSAGES.userNotFound;
export const FORGOT_SUCCESS_TITLE = MESSAGES.checkEmail;
export const FORGOT_SUCCESS_TEXT = 'Te enviamos un correo con un enlace para restablecer tu clave. Seguí las instrucciones del mensaje.';

interface ForgotValues {
  email: string;
}
const resolver = lazyZodResolver<ForgotValues>(() => import('../domain/auth/schema').then((m) => m.forgotPasswordSchema));

/** /forgot-password (docs/rules/auth.md#recuperar-clave): 'Recuperar clave', field 'Usuario / E-mail', button 'Enviar'. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver, defaultValues: { email: '' } });

  const onSubmit = async ({ email }: ForgotValues) => {
    setError(null);
    try {
      await authProvider.forgotPassword(email.trim());
      setSent(true);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : FORGOT_NOT_FOUND);
    }
  };

  if (sent) {
    return (
      <div className="pub-stack">
        <PublicAlert severity="success" title={FORGOT_SUCCESS_TITLE}>
          {FORGOT_SUCCESS_TEXT}
        </PublicAlert>
        <a href={pathTo('Login')} className="pub-link">
          Volver a ingresar
        </a>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={MESSAGES.recoverPassword} className="pub-stack">
      <h1 className="pub-title">{MESSAGES.recoverPassword}</h1>
      <p className="pub-text">Ingresá tu usuario o tu e-mail y te enviaremos un enlace para crear una clave nueva.</p>
      {error && <PublicAlert severity="error">{error}</PublicAlert>}
      <PublicField
        label={MESSAGES.usernameOrEmail}
        autoComplete="username"
        autoFocus
        {...register('email')}
        error={errors.email?.message}
      />
      <button type="submit" className="pub-button" disabled={isSubmitting}>
        Enviar
      </button>
      <a href={pathTo('Login')} className="pub-link">
        Volver a ingresar
      </a>
    </form>
  );
}

export default ForgotPasswordPage;
