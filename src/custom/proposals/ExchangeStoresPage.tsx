import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useExchangeStores, useExchangeStoreWrites } from '../../api/proposals';
import { LoadError } from '../../components/LoadError';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import type { ExchangeStore } from '../../domain/proposals/entity';
import type { ExchangeStorePayload } from '../../domain/proposals/exchange-store';

type Draft = { description: string; kind: 'port' | 'store'; portId: number | '' };
const draftOf = (s?: ExchangeStore): Draft => ({ description: s?.description ?? '', kind: s?.kind ?? 'store', portId: s?.portId ?? '' });
const payloadOf = (d: Draft): ExchangeStorePayload => ({
  description: d.description,
  kind: d.kind,
  portId: d.kind === 'port' || d.portId === '' ? null : d.portId,
});

/** One place: its name, whether it is a port or a store, and a store's port; 'Guardar' writes it. */
function StoreRow({
  store,
  ports,
  onSave,
  label,
}: {
  store?: ExchangeStore;
  ports: ExchangeStore[];
  onSave: (p: ExchangeStorePayload) => Promise<unknown>;
  label: string;
}) {
  const [draft, setDraft] = useState<Draft>(draftOf(store));
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(payloadOf(draft));
      if (!store) setDraft(draftOf());
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      component="li"
      aria-label={label}
      sx={{ listStyle: 'none', alignItems: { sm: 'center' } }}
    >
      <TextField
        size="small"
        label="Nombre"
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        size="small"
        label="Tipo"
        value={draft.kind}
        onChange={(e) => setDraft({ ...draft, kind: e.target.value as Draft['kind'] })}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="port">Puerto</MenuItem>
        <MenuItem value="store">Acopio</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Puerto"
        value={draft.kind === 'port' ? '' : draft.portId}
        disabled={draft.kind === 'port'}
        onChange={(e) => setDraft({ ...draft, portId: Number(e.target.value) })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">Sin puerto</MenuItem>
        {ports
          .filter((p) => p.id !== store?.id)
          .map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.description}
            </MenuItem>
          ))}
      </TextField>
      <Button variant={store ? 'outlined' : 'contained'} onClick={() => void save()} disabled={saving}>
        {store ? 'Guardar' : 'Agregar'}
      </Button>
    </Stack>
  );
}

/** /admin/lugares-de-entrega: the delivery places and ports of exchange payments (admin and sudo). */
export function ExchangeStoresPage() {
  const stores = useExchangeStores();
  const writes = useExchangeStoreWrites();
  const { showError } = useErrorDialog();
  const [saved, setSaved] = useState<string | null>(null);
  if (stores.isPending) return <LinearProgress />;
  if (stores.isError) return <LoadError onRetry={stores.refetch} />;
  const ports = stores.data.filter((s) => s.kind === 'port');
  const run = (label: string, write: () => Promise<unknown>) =>
    write().then(
      () => setSaved(`${label} guardado.`),
      (e: unknown) => {
        showError(e);
        throw e;
      },
    );
  return (
    <Card sx={{ m: { xs: 1, sm: 2 } }}>
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Los lugares de entrega y puertos que ofrece el formulario de propuesta para el pago en canje.
        </Typography>
        {saved && (
          <Alert severity="success" onClose={() => setSaved(null)} sx={{ mb: 2 }}>
            {saved}
          </Alert>
        )}
        <Stack spacing={2} component="ul" sx={{ p: 0 }}>
          {stores.data.map((s) => (
            <StoreRow
              key={s.id}
              store={s}
              ports={ports}
              label={s.description}
              onSave={(p) => run(p.description, () => writes.update.mutateAsync({ id: s.id, payload: p }))}
            />
          ))}
          <StoreRow ports={ports} label="Nuevo lugar de entrega" onSave={(p) => run(p.description, () => writes.create.mutateAsync(p))} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export default ExchangeStoresPage;
