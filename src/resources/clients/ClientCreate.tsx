import { CreateFromSchema } from '../../components/resource';
import { pathTo } from '../../routes';
import { ClientForm } from './ClientForm';
import type { Client } from './types';

export const CLIENT_CREATED = 'El cliente fue registrado.';

/** /admin/clientes/nuevo. */
export function ClientCreate() {
  return (
    <CreateFromSchema<Client>
      resource="clients"
      successMessage={CLIENT_CREATED}
      showPath={(saved) => pathTo('ver cliente', { id: saved.id })}
    >
      <ClientForm cancelTo={pathTo('clientes')} />
    </CreateFromSchema>
  );
}

export default ClientCreate;
