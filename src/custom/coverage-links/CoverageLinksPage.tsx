import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { AppDataProvider } from '../../dataProvider';
import { isAdminLike } from '../../domain/access';
import { MESSAGES } from '../../domain/messages';
import { COVERAGE_LINK_MESSAGES } from '../../domain/schemas/coverage-link';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { CoverageLinkForm } from './CoverageLinkForm';
import { CoverageLinkTable } from './CoverageLinkTable';
import { linksPath, loadCurrentCoverages, loadLinks, loadUserCompanies } from './loaders';
import type { CoverageChoice, CoverageLink } from './types';

interface Producer {
  id: number;
  fullName?: string;
  name?: string;
  lastname?: string;
}

const producerName = (p: Producer) => p.fullName || [p.name, p.lastname].filter(Boolean).join(' ') || `#${p.id}`;

/** /admin/coberturas-usuario: video links per coverage of a producer (spec 2.9). */
export function CoverageLinksPage() {
  const { user, isPending } = useCurrentUser();
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const admin = isAdminLike(user);
  const [userId, setUserId] = useState<number | null>(null);
  const [producers, setProducers] = useState<Producer[]>([]);
  const [coverages, setCoverages] = useState<CoverageChoice[]>([]);
  const [companies, setCompanies] = useState<number[] | null>(null);
  const [links, setLinks] = useState<CoverageLink[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<CoverageLink | null>(null);
  const [deleting, setDeleting] = useState<CoverageLink | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (user && userId === null) setUserId(user.id);
  }, [user, userId]);

  useEffect(() => {
    if (!admin) return;
    dp.getAllUsers().then(
      (rows) => setProducers(rows as Producer[]),
      () => setProducers([]),
    );
  }, [admin, dp]);

  useEffect(() => {
    loadCurrentCoverages(dp).then(setCoverages, () => setCoverages([]));
  }, [dp]);

  const reloadLinks = useCallback(() => {
    if (userId === null) return;
    loadLinks(dp, userId).then(
      (rows) => {
        setLinks(rows);
        setLoadFailed(false);
      },
      () => setLoadFailed(true),
    );
  }, [dp, userId]);

  useEffect(() => {
    if (userId === null || !user) return;
    setLinks(null);
    setEditing(null);
    reloadLinks();
    void loadUserCompanies(dp, userId, user).then(setCompanies);
  }, [userId, user, dp, reloadLinks]);

  // The selected user's insurers (all coverages when they cannot be known), minus coverages already linked.
  const choices = useMemo(() => {
    const linked = new Set((links ?? []).map((l) => l.coverageId));
    return coverages.filter((c) => (companies === null || companies.includes(c.companyId)) && !linked.has(c.id));
  }, [coverages, companies, links]);

  const confirmDelete = async () => {
    if (!deleting || userId === null) return;
    setBusy(true);
    try {
      await dp.request(linksPath(userId, deleting.coverageId), { method: 'DELETE' });
      notify(COVERAGE_LINK_MESSAGES.deleted, { type: 'success' });
      if (editing?.coverageId === deleting.coverageId) setEditing(null);
      reloadLinks();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : MESSAGES.genericError, { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  if (isPending || !user || userId === null) return <LinearProgress />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {editing ? `Editar link: ${editing.name}` : 'Nuevo link de cobertura'}
          </Typography>
          {admin && (
            <TextField
              select
              label="Productor"
              value={userId}
              onChange={(e) => setUserId(Number(e.target.value))}
              sx={{ minWidth: 280, mb: 2 }}
              helperText={producers.length ? ' ' : MESSAGES.producerNotFound}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {!producers.some((p) => p.id === user.id) && (
                <option value={user.id}>
                  {producerName({ id: user.id, name: user.name ?? undefined, lastname: user.lastname ?? undefined })}
                </option>
              )}
              {producers.map((p) => (
                <option key={p.id} value={p.id}>
                  {producerName(p)}
                </option>
              ))}
            </TextField>
          )}
          <CoverageLinkForm
            userId={userId}
            choices={choices}
            editing={editing}
            onSaved={() => {
              setEditing(null);
              reloadLinks();
            }}
            onCancelEdit={() => setEditing(null)}
          />
        </CardContent>
      </Card>
      <Card>
        {loadFailed && <Alert severity="error">{MESSAGES.genericError}</Alert>}
        {links === null && !loadFailed ? (
          <LinearProgress />
        ) : (
          <CoverageLinkTable links={links ?? []} onEdit={setEditing} onDelete={setDeleting} />
        )}
      </Card>
      <ConfirmDialog open={!!deleting} loading={busy} onClose={() => setDeleting(null)} onConfirm={confirmDelete} />
    </Box>
  );
}

export default CoverageLinksPage;
