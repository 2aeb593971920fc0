import { CreateBase, useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { paths } from '../../routes';
import { ClientForm } from './ClientForm';
import type { Client } from './types';

export const CLIENT_CREATED = 'El cliente fue registrado.';

/** /admin/clientes/nuevo. */
export function ClientCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <CreateBase<Client>
        resource="clients"
        redirect={false}
        mutationOptions={{
          onSuccess: (data: Client) => {
            notify(CLIENT_CREATED, { type: 'success' });
            void navigate(paths.clients.show(data.id));
          },
        }}
      >
        <Card>
          <ClientForm cancelTo={paths.clients.list} />
        </Card>
      </CreateBase>
    </Box>
  );
}

export default ClientCreate;
