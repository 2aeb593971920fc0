import { useMemo } from 'react';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { useNavigate } from 'react-router';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { emptyUser, userCreateSchema, userUpdateSchema } from '../../domain/users/schema';
import { UserInputs } from './UserInputs';
import { pickFormValues, type UserFormAccess } from './userFormFields';

/** The shared schema over the fields this actor may set: hidden fields are neither validated nor sent. */
export const userFormSchema = (access: UserFormAccess) =>
  z.preprocess(
    (values) => pickFormValues((values ?? {}) as Record<string, unknown>, access),
    access.creating ? userCreateSchema : userUpdateSchema,
  );

/**
 * 'Nuevo productor' and user edit form (inside its Create or Edit controller). A failed
 * creation also toasts the first server message (docs/rules/users.md#alta-y-edición).
 */
export function UserForm({ access, cancelTo }: { access: UserFormAccess; cancelTo?: string }) {
  const navigate = useNavigate();
  const schema = useMemo(() => userFormSchema(access), [access]);
  return (
    <AppForm schema={schema} defaultValues={access.creating ? emptyUser : undefined} notifyFirstError={access.creating}>
      <CardContent>
        <UserInputs access={access} />
      </CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <SubmitButton label="Guardar" />
        <Button onClick={() => void (cancelTo ? navigate(cancelTo) : navigate(-1))}>Cancelar</Button>
      </Box>
    </AppForm>
  );
}

export default UserForm;
