import { useMemo } from 'react';
import { z } from 'zod';
import { FormFromSchema } from '../../components/resource';
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
  const schema = useMemo(() => userFormSchema(access), [access]);
  return (
    <FormFromSchema
      schema={schema}
      defaultValues={access.creating ? emptyUser : undefined}
      notifyFirstError={access.creating}
      cancelTo={cancelTo}
    >
      <UserInputs access={access} />
    </FormFromSchema>
  );
}

export default UserForm;
