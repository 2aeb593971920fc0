import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDataProvider, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { AppDataProvider } from '../../dataProvider';
import { firstErrorPerField } from '../../components/errors';
import { MESSAGES } from '../../domain/messages';
import {
  COVERAGE_LINK_MESSAGES,
  coverageLinkFormSchema,
  emptyCoverageLinkForm,
  type CoverageLinkFormData,
  type CoverageLinkFormInput,
} from '../../domain/schemas/coverage-link';
import { linksPath } from './loaders';
import type { CoverageChoice, CoverageLink } from './types';

/**
 * Coverage select and video link of one user. With `editing`, the coverage is fixed and
 * the link is updated (PUT); otherwise a new link is created (POST).
 */
export function CoverageLinkForm({
  userId,
  choices,
  editing,
  onSaved,
  onCancelEdit,
}: {
  userId: number;
  choices: CoverageChoice[];
  editing: CoverageLink | null;
  onSaved: () => void;
  onCancelEdit: () => void;
}) {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [invalid, setInvalid] = useState(false);
  const { control, handleSubmit, reset, setError, formState } = useForm<CoverageLinkFormInput, unknown, CoverageLinkFormData>({
    resolver: zodResolver(coverageLinkFormSchema),
    defaultValues: emptyCoverageLinkForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    reset(editing ? { coverageId: String(editing.coverageId), link: editing.link } : emptyCoverageLinkForm);
    setInvalid(false);
  }, [editing, userId, reset]);

  const onValid = async ({ coverageId, link }: CoverageLinkFormData) => {
    setInvalid(false);
    try {
      await dp.request(linksPath(userId, coverageId), { method: editing ? 'PUT' : 'POST', body: { link } });
      notify(editing ? COVERAGE_LINK_MESSAGES.updated : COVERAGE_LINK_MESSAGES.created, { type: 'success' });
      reset(emptyCoverageLinkForm);
      onSaved();
    } catch (error) {
      const fields = firstErrorPerField((error as { body?: { fieldErrors?: Record<string, unknown> } })?.body?.fieldErrors);
      const entries = Object.entries(fields).filter(([f]) => f === 'link' || f === 'coverageId');
      if (entries.length) {
        for (const [f, message] of entries) setError(f as 'link' | 'coverageId', { message });
        setInvalid(true);
        return;
      }
      notify(error instanceof Error && error.message ? error.message : MESSAGES.genericError, { type: 'error' });
    }
  };

  // Coverages already linked are left out of a new link's choices, so the select only offers what can be saved.
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onValid, () => setInvalid(true))} aria-label="Link de cobertura">
      {invalid && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {COVERAGE_LINK_MESSAGES.invalidForm}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Controller
          name="coverageId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              value={field.value ?? ''}
              select
              label="Cobertura"
              required
              disabled={!!editing}
              sx={{ minWidth: 280, flex: 1 }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? (choices.length ? ' ' : 'No hay coberturas de la campaña actual para elegir.')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Seleccione una cobertura</option>
              {editing && !choices.some((c) => c.id === editing.coverageId) && <option value={editing.coverageId}>{editing.name}</option>}
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.companyName ? `${c.description} (${c.companyName})` : c.description}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="link"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Link del video"
              placeholder="https://"
              required
              type="url"
              sx={{ minWidth: 280, flex: 2 }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Guardar
          </Button>
          {editing && <Button onClick={onCancelEdit}>Cancelar</Button>}
        </Box>
      </Box>
    </Box>
  );
}

export default CoverageLinkForm;
