import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuotableCoverages } from '../../api/coverages';
import type { Coverage } from '../../domain/coverages/entity';
import { usePreferredCoverages, useReplacePreferredCoverages } from '../../api/users';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { LoadError } from '../../components/LoadError';
import { COMPANIES } from '../../domain/coverages/companies';
import { COVERAGE_TYPES } from '../../domain/coverages/coverage-types';
import { choiceName } from '../../domain/core/choice';
import { MESSAGES } from '../../domain/core/messages';
import { USER_SUCCESS } from '../../domain/users/schema';
import { SectionCard } from '../../components/SectionCard';

const companyName = (c: Coverage) => c.company?.name || choiceName(COMPANIES, c.companyId) || `Aseguradora ${c.companyId}`;

/**
 * Preferred coverages (docs/rules/users.md#coberturas-preferidas): the coverages of `GET coverages` (current campaign, the
 * signed-in user's insurers, 50) as checkboxes grouped by insurer; 'Guardar' replaces the user's
 * list, and a refusal shows the server's reason.
 */
export function PreferredCoveragesPicker({ userId }: { userId: number }) {
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const coverages = useQuotableCoverages();
  const preferred = usePreferredCoverages(userId);
  const replace = useReplacePreferredCoverages(userId);
  // The user's choice; until the first change, the stored list.
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const selected = useMemo(() => edited ?? new Set(preferred.data?.map((m) => m.id)), [edited, preferred.data]);

  const groups = useMemo(() => {
    const byCompany = new Map<string, Coverage[]>();
    for (const c of coverages.data ?? []) byCompany.set(companyName(c), [...(byCompany.get(companyName(c)) ?? []), c]);
    return [...byCompany.entries()];
  }, [coverages.data]);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setEdited(next);
  };

  const save = () =>
    replace.mutate([...selected], {
      onSuccess: () => notify(USER_SUCCESS.preferredCoverages, { type: 'success' }),
      onError: (e) => showError(e),
    });

  const failed = coverages.error ?? preferred.error;
  const loading = coverages.isPending || preferred.isPending;
  return (
    <SectionCard title="Coberturas preferidas">
      {loading && !failed && <LinearProgress />}
      {failed && <LoadError onRetry={() => Promise.all([coverages.refetch(), preferred.refetch()])} />}
      {!loading && !failed && !groups.length && <Typography color="text.secondary">{MESSAGES.noResults}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {groups.map(([company, list]) => (
          <Box key={company} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {company}
            </Typography>
            <FormGroup>
              {list.map((c) => (
                <FormControlLabel
                  key={c.id}
                  label={[c.description, choiceName(COVERAGE_TYPES, c.coverageType ?? '')].filter(Boolean).join(' · ')}
                  control={<Checkbox checked={selected.has(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />}
                />
              ))}
            </FormGroup>
          </Box>
        ))}
      </Box>
      <Button variant="contained" sx={{ mt: 2 }} disabled={loading || !!failed || replace.isPending} onClick={save}>
        Guardar
      </Button>
    </SectionCard>
  );
}
