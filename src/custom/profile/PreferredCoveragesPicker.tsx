import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AppDataProvider } from '../../dataProvider';
import { COMPANIES, COVERAGE_TYPES, choiceName } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { USER_SUCCESS } from '../../domain/schemas/user';

interface Coverage {
  id: number;
  description: string;
  companyId: number;
  company?: { name: string } | null;
  coverageType?: string | null;
}

const companyName = (c: Coverage) => c.company?.name || choiceName(COMPANIES, c.companyId) || `Aseguradora ${c.companyId}`;

/**
 * Preferred coverages (spec 2.10): every coverage (GET /api/modules-all) as a checkbox,
 * grouped by insurer; 'Guardar' replaces the user's list (POST /api/users/{id}/modules).
 */
export function PreferredCoveragesPicker({ userId, onSaved }: { userId: number; onSaved?: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [coverages, setCoverages] = useState<Coverage[] | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([dataProvider.request('modules-all'), dataProvider.request(`users/${userId}/modules`)])
      .then(([all, mine]) => {
        if (!live) return;
        setCoverages((all?.data?.modules ?? []) as Coverage[]);
        setSelected(new Set(((mine?.data?.modules ?? []) as { id: number }[]).map((m) => m.id)));
      })
      .catch(() => live && setCoverages([]));
    return () => {
      live = false;
    };
  }, [dataProvider, userId]);

  const groups = useMemo(() => {
    const byCompany = new Map<string, Coverage[]>();
    for (const c of coverages ?? []) {
      const name = companyName(c);
      byCompany.set(name, [...(byCompany.get(name) ?? []), c]);
    }
    return [...byCompany.entries()];
  }, [coverages]);

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.request(`users/${userId}/modules`, { method: 'POST', body: { modules: [...selected] } });
      notify(USER_SUCCESS.preferredCoverages, { type: 'success' });
      onSaved?.();
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Coberturas preferidas
        </Typography>
        {!coverages && <LinearProgress />}
        {coverages && !coverages.length && <Typography color="text.secondary">{MESSAGES.noResults}</Typography>}
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
        <Button variant="contained" sx={{ mt: 2 }} disabled={!coverages || saving} onClick={save}>
          Guardar
        </Button>
      </CardContent>
    </Card>
  );
}
