import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useGetOne, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { useProducerPool, useReplaceSupervisedProducers, type Producer } from '../../api/users';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { RecordError } from '../../components/RecordError';
import { formatCuit } from '../../domain/core/cuit';
import { MESSAGES } from '../../domain/core/messages';
import { normalizeSearch } from '../../domain/core/text';
import { pathTo } from '../../routes';
import { userRepresentation, type User } from './types';
import { SectionCard } from '../../components/SectionCard';

const matches = (p: Producer, search: string) =>
  !search || normalizeSearch(`${p.name} ${p.lastname} ${p.cuit ?? ''} ${p.office ?? ''}`).includes(normalizeSearch(search));

function ProducerColumn({ title, producers, action }: { title: string; producers: Producer[]; action: (p: Producer) => React.ReactNode }) {
  const [search, setSearch] = useState('');
  const shown = producers.filter((p) => matches(p, search));
  return (
    <SectionCard title={title} sx={{ height: '100%' }}>
      <TextField
        size="small"
        label="Buscar"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ htmlInput: { type: 'search', 'aria-label': `Buscar en ${title}` } }}
        fullWidth
      />
      <List dense aria-label={title}>
        {shown.map((p) => (
          <ListItem key={p.id} secondaryAction={action(p)} divider>
            <ListItemText primary={userRepresentation(p)} secondary={[p.office, formatCuit(p.cuit)].filter(Boolean).join(' · ')} />
          </ListItem>
        ))}
        {!shown.length && (
          <Typography color="text.secondary" sx={{ p: 2 }} role="status">
            {MESSAGES.noResults}
          </Typography>
        )}
      </List>
    </SectionCard>
  );
}

/**
 * /admin/usuarios/{id}/productores (admin/sudo): move producers between 'available'
 * and 'supervised'; 'Guardar' replaces the list (PUT supervised-producers).
 */
export function UserAssignProducers() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const navigate = useNavigate();
  const { data: supervisor, error } = useGetOne<User>('users', { id: Number(id) }, { retry: false });
  const producers = useProducerPool(id);
  const replace = useReplaceSupervisedProducers(id);
  // The user's choice; until the first change, the producers the supervisor has.
  const [edited, setEdited] = useState<Set<Producer['id']> | null>(null);
  const selected = useMemo(() => edited ?? new Set(producers.data?.supervised.map((p) => p.id)), [edited, producers.data]);

  const pool = useMemo(() => {
    if (!producers.data) return null;
    const byId = new Map<Producer['id'], Producer>();
    for (const p of [...producers.data.available, ...producers.data.supervised]) byId.set(p.id, p);
    return [...byId.values()].filter((p) => String(p.id) !== id);
  }, [producers.data, id]);

  const [available, supervised] = useMemo(() => {
    const all = pool ?? [];
    return [all.filter((p) => !selected.has(p.id)), all.filter((p) => selected.has(p.id))];
  }, [pool, selected]);

  const toggle = (p: Producer, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(p.id);
    else next.delete(p.id);
    setEdited(next);
  };

  const save = () =>
    replace.mutate([...selected], {
      onSuccess: () => {
        notify(MESSAGES.changesSaved, { type: 'success' });
        void navigate(pathTo('ver usuario', { id }));
      },
      onError: (e) => showError(e),
    });

  if (error || producers.error) return <RecordError error={error ?? producers.error} backTo={pathTo('usuarios')} />;
  if (!pool) return <LinearProgress />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          Productores a cargo de {userRepresentation(supervisor)}
        </Typography>
        <Button component={RouterLink} to={pathTo('ver usuario', { id })}>
          Cancelar
        </Button>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={replace.isPending} onClick={save}>
          Guardar
        </Button>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProducerColumn
            title="Productores disponibles"
            producers={available}
            action={(p) => (
              <IconButton edge="end" aria-label={`Agregar ${userRepresentation(p)}`} onClick={() => toggle(p, true)}>
                <AddIcon />
              </IconButton>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProducerColumn
            title="Productores supervisados"
            producers={supervised}
            action={(p) => (
              <IconButton edge="end" color="error" aria-label={`Quitar ${userRepresentation(p)}`} onClick={() => toggle(p, false)}>
                <RemoveIcon />
              </IconButton>
            )}
          />
        </Grid>
      </Grid>
    </Box>
  );
}

export default UserAssignProducers;
