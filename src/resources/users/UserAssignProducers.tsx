import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
import { RecordError } from '../../components/RecordError';
import type { AppDataProvider } from '../../dataProvider';
import { formatCuit } from '../../domain/cuit';
import { MESSAGES } from '../../domain/messages';
import { normalizeSearch } from '../../domain/text';
import { paths } from '../../routes';
import { userRepresentation, type User } from './types';

type Producer = Pick<User, 'id' | 'name' | 'lastname' | 'cuit' | 'office'>;

const PAGE = 100; // the API's largest page

/** Every producer the supervisor may take (filter[availableProducer]), page after page. */
async function loadAvailable(dataProvider: AppDataProvider, supervisorId: string): Promise<Producer[]> {
  const out: Producer[] = [];
  for (let page = 1; ; page++) {
    const { data, total = 0 } = await dataProvider.getList('users', {
      filter: { availableProducer: supervisorId },
      pagination: { page, perPage: PAGE },
      sort: { field: 'id', order: 'ASC' },
    });
    out.push(...(data as Producer[]));
    if (!data.length || out.length >= total) return out;
  }
}

const matches = (p: Producer, search: string) =>
  !search || normalizeSearch(`${p.name} ${p.lastname} ${p.cuit ?? ''} ${p.office ?? ''}`).includes(normalizeSearch(search));

function ProducerColumn({ title, producers, action }: { title: string; producers: Producer[]; action: (p: Producer) => React.ReactNode }) {
  const [search, setSearch] = useState('');
  const shown = producers.filter((p) => matches(p, search));
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
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
      </CardContent>
    </Card>
  );
}

/**
 * /admin/usuarios/{id}/productores (admin/sudo): move producers between 'available'
 * and 'supervised'; 'Guardar' replaces the list (PUT supervised-producers).
 */
export function UserAssignProducers() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: supervisor, error } = useGetOne<User>('users', { id: Number(id) }, { retry: false });
  const [pool, setPool] = useState<Producer[] | null>(null);
  const [selected, setSelected] = useState<Set<Producer['id']>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([
      loadAvailable(dataProvider, id),
      dataProvider.request(`users/${id}/supervised_users`).then((body) => (body?.data?.users ?? []) as Producer[]),
    ])
      .then(([available, supervised]) => {
        if (!live) return;
        const byId = new Map<Producer['id'], Producer>();
        for (const p of [...available, ...supervised]) byId.set(p.id, p);
        setPool([...byId.values()].filter((p) => String(p.id) !== id));
        setSelected(new Set(supervised.map((p) => p.id)));
      })
      .catch((e) => {
        if (live) notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
      });
    return () => {
      live = false;
    };
  }, [dataProvider, id, notify]);

  const [available, supervised] = useMemo(() => {
    const all = pool ?? [];
    return [all.filter((p) => !selected.has(p.id)), all.filter((p) => selected.has(p.id))];
  }, [pool, selected]);

  const toggle = (p: Producer, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(p.id);
      else next.delete(p.id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.request(`users/${id}/supervised-producers`, {
        method: 'PUT',
        body: { supervisedProducers: [...selected] },
      });
      notify(MESSAGES.changesSaved, { type: 'success' });
      void navigate(paths.users.show(id));
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (error) return <RecordError error={error} backTo={paths.users.list} />;
  if (!pool) return <LinearProgress />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          Productores a cargo de {userRepresentation(supervisor)}
        </Typography>
        <Button component={RouterLink} to={paths.users.show(id)}>
          Cancelar
        </Button>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={save}>
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
