import { useState } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useExchangeStores, useExchangeStoreWrites } from '../../api/proposals';
import { LoadError } from '../../components/LoadError';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import type { ExchangeStore } from '../../domain/proposals/entity';
import { exchangeStoreSchema, type ExchangeStorePayload } from '../../domain/proposals/exchange-store';

const KINDS = [
  { id: 'port', name: 'Puerto' },
  { id: 'store', name: 'Acopio' },
];

/** A store's port, or none for a port. */
function PortInput({ ports, storeId }: { ports: ExchangeStore[]; storeId?: number }) {
  const kind = useWatch({ name: 'kind' });
  const choices = ports.filter((p) => p.id !== storeId).map((p) => ({ id: p.id, name: p.description }));
  return (
    <SelectInput
      source="portId"
      label="Puerto"
      size="small"
      choices={choices}
      emptyText="Sin puerto"
      disabled={kind === 'port'}
      helperText={false}
      sx={{ width: { sm: 220 }, flexShrink: 0 }}
    />
  );
}

/** One place: its name, whether it is a port or a store, and a store's port; 'Guardar' writes it. */
function StoreRow({
  store,
  ports,
  submit,
  onSaved,
  label,
}: {
  store?: ExchangeStore;
  ports: ExchangeStore[];
  submit: (p: ExchangeStorePayload) => Promise<unknown>;
  onSaved: (p: ExchangeStorePayload) => void;
  label: string;
}) {
  // A new place starts empty again once added.
  const [added, setAdded] = useState(0);
  return (
    <li aria-label={label} style={{ listStyle: 'none' }}>
      <AppForm
        key={added}
        inline
        schema={exchangeStoreSchema}
        record={{ description: store?.description ?? '', kind: store?.kind ?? 'store', portId: store?.portId ?? null }}
        aria-label={label}
        submit={submit}
        onSuccess={(_result, values) => {
          onSaved(values);
          if (!store) setAdded((n) => n + 1);
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput source="description" label="Nombre" size="small" helperText={false} sx={{ flex: { sm: '1 1 auto' } }} />
          <SelectInput
            source="kind"
            label="Tipo"
            size="small"
            choices={KINDS}
            helperText={false}
            sx={{ width: { sm: 140 }, flexShrink: 0 }}
          />
          <PortInput ports={ports} storeId={store?.id} />
          <SubmitButton label={store ? 'Guardar' : 'Agregar'} variant={store ? 'outlined' : 'contained'} icon={<></>} sx={{ mt: 1 }} />
        </Stack>
      </AppForm>
    </li>
  );
}

/** /admin/lugares-de-entrega: the delivery places and ports of exchange payments (admin and sudo). */
export function ExchangeStoresPage() {
  const stores = useExchangeStores();
  const writes = useExchangeStoreWrites();
  const [saved, setSaved] = useState<string | null>(null);
  if (stores.isPending) return <LinearProgress />;
  if (stores.isError) return <LoadError onRetry={stores.refetch} />;
  const ports = stores.data.filter((s) => s.kind === 'port');
  const onSaved = (p: ExchangeStorePayload) => setSaved(`${p.description} guardado.`);
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
              submit={(p) => writes.update.mutateAsync({ id: s.id, payload: p })}
              onSaved={onSaved}
            />
          ))}
          <StoreRow ports={ports} label="Nuevo lugar de entrega" submit={(p) => writes.create.mutateAsync(p)} onSaved={onSaved} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export default ExchangeStoresPage;
