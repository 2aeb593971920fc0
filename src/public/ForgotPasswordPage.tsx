import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import authProvider from '../authProvider';
import { forgotPasswordSchema } from '../domain/schemas/auth';
import { paths } from '../routes';

export const FORGOT_NOT_FOUND = 'Usuario no encontrado.';
export const FORGOT_SUCCESS_TITLE = 'Chequea tu e-mail!';
export const FORGOT_SUCCESS_TEXT =
  'Te enviamos un correo con un enlace para restablecer tu clave. Seguí las instrucciones del mensaje.';

/** /forgot-password (spec 2.1): 'Recuperar clave', field 'Usuario / E-mail', button 'Enviar'. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: { email: string }) => {
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
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <AlertTitle>{FORGOT_SUCCESS_TITLE}</AlertTitle>
          {FORGOT_SUCCESS_TEXT}
        </Alert>
        <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'center' }}>
          Volver a ingresar
        </Link>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Recuperar clave">
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Recuperar clave
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Ingresá tu usuario o tu e-mail y te enviaremos un enlace para crear una clave nueva.
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label="Usuario / E-mail"
          autoComplete="username"
          autoFocus
          fullWidth
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Enviar
        </Button>
        <Link component={RouterLink} to={paths.login} sx={{ alignSelf: 'center' }}>
          Volver a ingresar
        </Link>
      </Stack>
    </form>
  );
}

export default ForgotPasswordPage;
