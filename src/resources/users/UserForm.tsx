import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Form, SaveButton } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { useNavigate } from 'react-router';
import { emptyUser, userCreateSchema, userUpdateSchema } from '../../domain/schemas/user';
import { ValidationErrors } from '../../components/ValidationErrors';
import { useServerValidatedSave } from '../../components/useServerValidatedSave';
import { UserInputs } from './UserInputs';
import { pickFormValues, type UserFormAccess } from './userFormFields';

/**
 * The shared zod schema run over the fields this actor may set: hidden fields are
 * neither validated nor sent.
 */
function accessResolver(access: UserFormAccess): Resolver<FieldValues> {
  const base = zodResolver((access.creating ? userCreateSchema : userUpdateSchema) as never) as unknown as Resolver<FieldValues>;
  return (values, context, options) => base(pickFormValues(values, access), context, options);
}

/**
 * 'Nuevo productor' and user edit form. Server 422 messages go on their fields and
 * are listed under 'Ocurrió un error de validación.'; a failed creation also shows
 * the first message (spec 8).
 */
export function UserForm({ access, cancelTo }: { access: UserFormAccess; cancelTo?: string }) {
  const navigate = useNavigate();
  const { onSubmit, serverMessages } = useServerValidatedSave({ notifyFirst: access.creating });
  const resolver = useMemo(() => accessResolver(access), [access]);

  return (
    <Form
      resolver={resolver}
      defaultValues={access.creating ? emptyUser : undefined}
      onSubmit={onSubmit}
      mode="onSubmit"
      reValidateMode="onChange"
      noValidate
    >
      <CardContent>
        <ValidationErrors messages={serverMessages} />
        <UserInputs access={access} />
      </CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <SaveButton label="Guardar" alwaysEnable />
        <Button onClick={() => (cancelTo ? navigate(cancelTo) : navigate(-1))}>Cancelar</Button>
      </Box>
    </Form>
  );
}

export default UserForm;
