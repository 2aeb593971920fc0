import { useState } from 'react';
import { TextInput, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCoverageLinkWrites } from '../../api/coverage-links';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ReferenceSelectInput, type ChoicesState } from '../../components/inputs/ReferenceSelectInput';
import { COMPANIES } from '../../domain/coverages/companies';
import { choiceName } from '../../domain/core/choice';
import { COVERAGE_LINK_MESSAGES, coverageLinkFormSchema, emptyCoverageLinkForm } from '../../domain/coverage-links/schema';
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
  choices: ChoicesState<CoverageChoice>;
  editing: CoverageLink | null;
  onSaved: () => void;
  onCancelEdit: () => void;
}) {
  const notify = useNotify();
  const { save } = useCoverageLinkWrites(userId);
  const [invalid, setInvalid] = useState(false);
  // A fresh form after each save and for each link edited.
  const [version, setVersion] = useState(0);
  const values = editing ? { coverageId: editing.coverageId, link: editing.link } : emptyCoverageLinkForm;
  // The edited link's coverage, even if it is no longer offered.
  const edited = editing && {
    id: editing.coverageId,
    description: editing.name,
    companyId: editing.companyId,
    name: `${editing.name} (${choiceName(COMPANIES, editing.companyId)})`,
  };
  const offered =
    edited && !choices.data?.some((c) => c.id === edited.id) ? { ...choices, data: [...(choices.data ?? []), edited] } : choices;
  return (
    <AppForm
      key={`${userId}-${editing?.coverageId ?? 'new'}-${version}`}
      aria-label="Link de cobertura"
      schema={coverageLinkFormSchema}
      defaultValues={values}
      record={values}
      validationHeading={COVERAGE_LINK_MESSAGES.invalidForm}
      onInvalid={() => setInvalid(true)}
      submit={({ coverageId, link }) => {
        setInvalid(false);
        return save.mutateAsync({ coverageId, link, existing: !!editing });
      }}
      onSuccess={() => {
        notify(editing ? COVERAGE_LINK_MESSAGES.updated : COVERAGE_LINK_MESSAGES.created, { type: 'success' });
        setVersion((v) => v + 1);
        onSaved();
      }}
    >
      {invalid && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {COVERAGE_LINK_MESSAGES.invalidForm}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start', '& > div': { minWidth: 280, flex: 1 } }}>
        <ReferenceSelectInput
          source="coverageId"
          label="Cobertura"
          choices={offered}
          isRequired
          readOnly={!!editing}
          helperText={offered.data?.length ? false : 'No hay coberturas de la campaña actual para elegir.'}
        />
        <TextInput source="link" label="Link del video" placeholder="https://" type="url" isRequired fullWidth />
        <Box sx={{ display: 'flex', gap: 1, pt: 1, flex: '0 0 auto !important', minWidth: '0 !important' }}>
          <SubmitButton label="Guardar" />
          {editing && <Button onClick={onCancelEdit}>Cancelar</Button>}
        </Box>
      </Box>
    </AppForm>
  );
}

export default CoverageLinkForm;
