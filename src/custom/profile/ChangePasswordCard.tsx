import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useDataProvider, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { firstErrorPerField } from '../../components/errors';
import { ValidationErrors } from '../../components/ValidationErrors';
import { validationMessagesOf } from '../../components/errors';
import type { AppDataProvider } from '../../dataProvider';
import { MESSAGES } from '../../domain/messages';
import { changePasswordSchema, type ChangePasswordInput } from '../../domain/schemas/auth';
import { USER_SUCCESS } from '../../domain/schemas/user';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };
const FIELDS = [
  { name: 'current_password', label: 'Clave actual', autoComplete: 'current-password' },
  { name: 'password', label: 'Nueva clave', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirmación', autoComplete: 'new-password' },
] as const;

/** 'Cambiar clave' (spec 2.10): PUT /api/users/{id} with current_password, password and its confirmation. */
export function ChangePasswordCard({ userId }: { userId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    setServerMessages([]);
    try {
      await dataProvider.request(`users/${userId}`, { method: 'PUT', body: values });
      reset(EMPTY);
      notify(USER_SUCCESS.passwordChanged, { type: 'success' });
    } catch (e) {
      const fields = firstErrorPerField((e as { body?: { fieldErrors?: Record<string, unknown> } })?.body?.fieldErrors);
      if (Object.keys(fields).length) {
        for (const [name, message] of Object.entries(fields)) {
          if (FIELDS.some((f) => f.name === name)) setError(name as keyof ChangePasswordInput, { message });
        }
        setServerMessages(validationMessagesOf(e));
        return;
      }
      notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
    }
  });

  return (
    <Card component="form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <CardContent>
        <Typography id="change-password-title" variant="h6" component="h2" gutterBottom>
          Cambiar clave
        </Typography>
        <ValidationErrors messages={serverMessages} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {FIELDS.map((f) => (
            <TextField
              key={f.name}
              {...register(f.name)}
              type="password"
              label={f.label}
              autoComplete={f.autoComplete}
              error={!!formState.errors[f.name]}
              helperText={formState.errors[f.name]?.message}
              required
            />
          ))}
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={formState.isSubmitting}>
          Cambiar clave
        </Button>
      </CardContent>
    </Card>
  );
}
