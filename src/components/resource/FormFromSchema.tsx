import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { AppForm, type AppFormProps } from '../form/AppForm';
import { SubmitButton } from '../form/SubmitButton';

type Props<S extends z.ZodType> = Omit<AppFormProps<S>, 'children'> & {
  /** Where 'Cancelar' goes (default: back). */
  cancelTo?: string;
  /** The inputs (`InputsFromSchema`). */
  children: ReactNode;
};

/** A resource's create/edit form inside its Create or Edit controller: the project's `AppForm` with 'Guardar' and 'Cancelar'. */
export function FormFromSchema<S extends z.ZodType>({ cancelTo, children, ...form }: Props<S>) {
  const navigate = useNavigate();
  return (
    <AppForm<S> {...form}>
      <CardContent>{children}</CardContent>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
        <SubmitButton label="Guardar" />
        <Button onClick={() => void (cancelTo ? navigate(cancelTo) : navigate(-1))}>Cancelar</Button>
      </Box>
    </AppForm>
  );
}
