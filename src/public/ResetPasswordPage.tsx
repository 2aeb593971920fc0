import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import authProvider from '../authProvider';
import { resetPasswordSchema } from '../domain/schemas/auth';
import { paths } from '../routes';
import { ValidationErrors } from '../components/ValidationErrors';
import { errorList, firstErrorPerField, validationErrorsOf } from '../components/errors';

export const RESET_FAILURE = 'Ocurrio un error al intentar actualizar la clave.';
export const RESET_SUCCESS = 'Contraseña Actualizada';
const REDIRECT_AFTER_MS = 3000;

interface ResetValues {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}
type Field = keyof ResetValues;

/** /reset-password?token=... (spec 2.1): e-mail, new password, confirmation; without a token, to login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
  });

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  if (!token) return <Navigate to={paths.login} replace />;

  const onSubmit = async (values: ResetValues) => {
    setError(null);
    setServerMessages([]);
    try {
      await authProvider.resetPassword({ ...values, token });
      setDone(true);
    } catch (e) {
      const fieldErrors = validationErrorsOf(e);
      if (fieldErrors) {
        setServerMessages(errorList(fieldErrors));
        for (const [field, message] of Object.entries(firstErrorPerField(fieldErrors))) {
          if (['email', 'password', 'password_confirmation'].includes(field)) {
            setFieldError(field as Field, { type: 'server', message });
          }
        }
      } else {
        setError(RESET_FAILURE);
      }
    }
  };

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {RESET_SUCCESS}
        </Alert>
        <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'center' }}>
          Ir a ingresar
        </Link>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Restablecer clave">
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Restablecer clave
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <ValidationErrors messages={serverMessages} />
        <input type="hidden" {...register('token')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          fullWidth
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          label="Nueva clave"
          type="password"
          autoComplete="new-password"
          fullWidth
          {...register('password')}
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        <TextField
          label="Confirmar clave"
          type="password"
          autoComplete="new-password"
          fullWidth
          {...register('password_confirmation')}
          error={!!errors.password_confirmation}
          helperText={errors.password_confirmation?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Guardar
        </Button>
      </Stack>
    </form>
  );
}

export default ResetPasswordPage;
