import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import authProvider, { getCurrentUser } from '../authProvider';
import { hasToken } from '../http';
import { loginSchema } from '../domain/schemas/auth';
import { paths, startPage } from '../routes';

interface LoginValues {
  username: string;
  password: string;
}

const messageOf = (e: unknown) =>
  e instanceof Error && e.message ? e.message : typeof e === 'string' ? e : 'Credenciales incorrectas.';

/** /login (spec 2.1): username, password, 'Ingresar', link to recover the key. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  if (hasToken() && getCurrentUser()) {
    return <Navigate to={startPage(getCurrentUser(), redirect)} replace />;
  }

  const onSubmit = async (values: LoginValues) => {
    setError(null);
    try {
      await authProvider.login(values);
      navigate(startPage(getCurrentUser(), redirect), { replace: true });
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Ingresar">
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Ingresar
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label="Usuario"
          autoComplete="username"
          autoFocus
          fullWidth
          {...register('username')}
          error={!!errors.username}
          helperText={errors.username?.message}
        />
        <TextField
          label="Clave"
          type="password"
          autoComplete="current-password"
          fullWidth
          {...register('password')}
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Ingresar
        </Button>
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ alignSelf: 'center' }}>
          ¿Olvidaste tu clave?
        </Link>
      </Stack>
    </form>
  );
}

export default LoginPage;
