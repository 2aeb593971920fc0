import { EditBase, useEditContext, useNotify } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { RecordError } from '../../components/RecordError';
import { pathTo } from '../../routes';
import { ClientForm } from './ClientForm';
import type { Client } from './types';

export const CLIENT_SAVED = 'Los cambios fueron registrados.';

function ClientEditView({ id }: { id: string }) {
  const { record, error, isPending } = useEditContext<Client>();
  if (isPending) return <LinearProgress />;
  if (error || !record) return <RecordError error={error} backTo={pathTo('clientes')} />;
  return (
    <Card>
      <ClientForm cancelTo={pathTo('ver cliente', { id })} />
    </Card>
  );
}

/** /admin/clientes/{id}/editar: after saving, back to the previous screen (docs/rules/clients.md#detalle). */
export function ClientEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <EditBase<Client>
        resource="clients"
        id={Number(id)}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ retry: false, onError: () => undefined }}
        mutationOptions={{
          onSuccess: () => {
            notify(CLIENT_SAVED, { type: 'success' });
            if (location.key !== 'default') void navigate(-1);
            else void navigate(pathTo('ver cliente', { id }), { replace: true });
          },
        }}
      >
        <ClientEditView id={id} />
      </EditBase>
    </Box>
  );
}

export default ClientEdit;
