import { DetailsFromSchema } from '../../components/resource';
import { CLIENT_BUSINESS_NAME_LABEL, CLIENT_RESOURCE } from '../../domain/clients/resource';
import { isLegalPersonCuit } from '../../domain/core/cuit';
import type { Client } from './types';

/** A client's fields (its show page, and a producer's client seen from the producer): a legal person has a Razón Social and no Nombre. */
export function ClientDetails({ client }: { client: Client }) {
  const legal = isLegalPersonCuit(client.cuit);
  return (
    <DetailsFromSchema
      description={CLIENT_RESOURCE}
      record={client}
      render={{ ...(legal ? { name: null } : {}), ...(client.deletedAt ? {} : { deletedAt: null }) }}
      label={legal ? { lastname: CLIENT_BUSINESS_NAME_LABEL } : {}}
    />
  );
}
