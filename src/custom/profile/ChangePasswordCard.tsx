import { useState } from 'react';
import { PasswordInput, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { usersApi } from '../../api/users';
import { useMethods } from '../../api/dataPath';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { changePasswordSchema, type ChangePasswordInput } from '../../domain/auth/schema';
import { USER_SUCCESS } from '../../domain/users/schema';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };
const FIELDS = [
  { name: 'current_password', label: 'Clave actual', autoComplete: 'current-password' },
  { name: 'password', label: 'Nueva clave', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirmación', autoComplete: 'new-password' },
] as const;

/** 'Cambiar clave' (docs/rules/users.md#perfil): PUT /api/users/{id} with current_password, password and its confirmation. */
export function ChangePasswordCard({ userId }: { userId: number }) {
  const users = useMethods(usersApi);
  const notify = useNotify();
  // A new form (empty fields) after each change.
  const [version, setVersion] = useState(0);
  return (
    <Card>
      <AppForm
        key={version}
        aria-labelledby="change-password-title"
        schema={changePasswordSchema}
        defaultValues={EMPTY}
        record={EMPTY}
        submit={(values) => users.changePassword(userId, values)}
        onSuccess={() => {
          notify(USER_SUCCESS.passwordChanged, { type: 'success' });
          setVersion((v) => v + 1);
        }}
      >
        <CardContent>
          <Typography id="change-password-title" variant="h6" component="h2" gutterBottom>
            Cambiar clave
          </Typography>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {FIELDS.map((f) => (
              <PasswordInput key={f.name} source={f.name} label={f.label} autoComplete={f.autoComplete} isRequired fullWidth />
            ))}
          </Box>
          <SubmitButton label="Cambiar clave" />
        </CardContent>
      </AppForm>
    </Card>
  );
}
