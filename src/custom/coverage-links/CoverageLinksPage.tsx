import { useMemo, useState } from 'react';
import { Form, useCanAccess, useGetOne, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCurrentCampaignCoverages } from '../../api/campaigns';
import { useCoverageLinks, useCoverageLinkWrites } from '../../api/coverage-links';
import { useUserChoices } from '../../api/users';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { LoadError } from '../../components/LoadError';
import { ReferenceSelectInput } from '../../components/inputs/ReferenceSelectInput';
import { MESSAGES } from '../../domain/core/messages';
import { COVERAGE_LINK_MESSAGES } from '../../domain/coverage-links/schema';
import type { UserProfile } from '../../domain/users/entity';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { CoverageLinkForm } from './CoverageLinkForm';
import { CoverageLinkTable } from './CoverageLinkTable';
import type { CoverageChoice, CoverageLink } from './types';

const fullName = (u: Pick<UserProfile, 'name' | 'lastname'>) => [u.name, u.lastname].filter(Boolean).join(' ');

/** The producer whose links are shown (admin and sudo choose it; the others are their own producer). */
function ProducerSelect({ me, onChange }: { me: UserProfile; onChange: (userId: number) => void }) {
  const producers = useUserChoices();
  const choices = useMemo(() => {
    const rows = producers.data ?? [];
    const self = { id: me.id, fullName: fullName(me) };
    return { ...producers, data: rows.some((p) => p.id === me.id) ? rows : [self, ...rows] };
  }, [producers, me]);
  return (
    <Form defaultValues={{ producerId: me.id }}>
      <Box sx={{ maxWidth: 360 }}>
        <ReferenceSelectInput
          source="producerId"
          label="Productor"
          choices={choices}
          optionText="fullName"
          autocomplete
          noOptionsText={MESSAGES.producerNotFound}
          onChange={(value) => value && onChange(Number(value))}
        />
      </Box>
    </Form>
  );
}

/** The current campaign's coverages of the producer's insurers, without those already linked. */
function useLinkableCoverages(me: UserProfile, userId: number, links: CoverageLink[] | undefined) {
  const coverages = useCurrentCampaignCoverages();
  const other = useGetOne<UserProfile>('users', { id: userId }, { enabled: userId !== me.id, retry: false });
  // Another producer's insurers, when its record can be read (else all coverages).
  const companies = userId === me.id ? me.companies : (other.data?.companies ?? null);
  const data = useMemo(() => {
    const linked = new Set((links ?? []).map((l) => l.coverageId));
    return coverages.data
      ?.filter((c) => (!companies || companies.includes(c.companyId)) && !linked.has(c.id))
      .map<CoverageChoice>((c) => ({
        id: c.id,
        description: c.description,
        companyId: c.companyId,
        name: `${c.description} (${c.company.name})`,
      }));
  }, [coverages.data, companies, links]);
  return { ...coverages, data };
}

function CoverageLinksOf({ me, canChoose }: { me: UserProfile; canChoose: boolean }) {
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const [userId, setUserId] = useState(me.id);
  const links = useCoverageLinks(userId);
  const { remove } = useCoverageLinkWrites(userId);
  const choices = useLinkableCoverages(me, userId, links.data);
  const [editing, setEditing] = useState<CoverageLink | null>(null);
  const [deleting, setDeleting] = useState<CoverageLink | null>(null);

  const choose = (id: number) => {
    setUserId(id);
    setEditing(null);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.coverageId, {
      onSuccess: () => {
        notify(COVERAGE_LINK_MESSAGES.deleted, { type: 'success' });
        if (editing?.coverageId === deleting.coverageId) setEditing(null);
      },
      onError: (e) => showError(e),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {editing ? `Editar link: ${editing.name}` : 'Nuevo link de cobertura'}
          </Typography>
          {canChoose && <ProducerSelect me={me} onChange={choose} />}
          <CoverageLinkForm
            userId={userId}
            choices={choices}
            editing={editing}
            onSaved={() => setEditing(null)}
            onCancelEdit={() => setEditing(null)}
          />
        </CardContent>
      </Card>
      <Card>
        {links.isError ? (
          <LoadError onRetry={links.refetch} />
        ) : links.data ? (
          <CoverageLinkTable links={links.data} onEdit={setEditing} onDelete={setDeleting} />
        ) : (
          <LinearProgress />
        )}
      </Card>
      <ConfirmDialog open={!!deleting} loading={remove.isPending} onClose={() => setDeleting(null)} onConfirm={confirmDelete} />
    </Box>
  );
}

/** /admin/coberturas-usuario: video links per coverage of a producer (docs/rules/coverage-links.md#pantalla). */
export function CoverageLinksPage() {
  const { user, isPending } = useCurrentUser();
  const { canAccess: canChoose, isPending: checking } = useCanAccess({ resource: 'coverage-links', action: 'chooseProducer' });
  if (isPending || checking || !user) return <LinearProgress />;
  return <CoverageLinksOf me={user} canChoose={!!canChoose} />;
}

export default CoverageLinksPage;
