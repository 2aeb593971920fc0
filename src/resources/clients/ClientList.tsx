import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ProducerFilter } from '../../components/list';
import { ResourceListFromSchema } from '../../components/resource';
import { CLIENT_RESOURCE } from '../../domain/clients/resource';
import type { FieldsOf } from '../../domain/core/resource';
import { pathTo } from '../../routes';
import type { Client } from './types';

/** /admin/clientes (docs/rules/clients.md#lista-de-clientes); the producer filter is for those who see others' clients. */
export function ClientList() {
  return (
    <ResourceListFromSchema<Client, FieldsOf<typeof CLIENT_RESOURCE>>
      description={CLIENT_RESOURCE}
      rowLink={(r) => pathTo('ver cliente', { id: r.id })}
      filters={<ProducerFilter resource="clients" />}
      actions={
        <Button component={RouterLink} to={pathTo('nuevo cliente')} variant="contained" startIcon={<AddIcon />}>
          Agregar
        </Button>
      }
    />
  );
}

export default ClientList;
