import { useLocation, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import { EditFromSchema } from '../../components/resource';
import { pathTo } from '../../routes';
import { ClientForm } from './ClientForm';

export const CLIENT_SAVED = 'Los cambios fueron registrados.';

/** /admin/clientes/{id}/editar: after saving, back to the previous screen (docs/rules/clients.md#detalle). */
export function ClientEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <EditFromSchema
        resource="clients"
        id={id}
        successMessage={CLIENT_SAVED}
        backTo={pathTo('clientes')}
        onSaved={() => {
          if (location.key !== 'default') void navigate(-1);
          else void navigate(pathTo('ver cliente', { id }), { replace: true });
        }}
      >
        <ClientForm cancelTo={pathTo('ver cliente', { id })} />
      </EditFromSchema>
    </Box>
  );
}

export default ClientEdit;
