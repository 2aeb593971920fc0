import { FormFromSchema } from '../../components/resource';
import { clientPayloadSchema } from '../../domain/clients/payload';
import { emptyClient } from '../../domain/clients/schema';
import { ClientInputs } from './ClientInputs';

/** Create/edit form of a client (inside its Create or Edit controller); admin and sudo also choose its producer. */
export function ClientForm({ cancelTo }: { cancelTo?: string }) {
  return (
    <FormFromSchema schema={clientPayloadSchema} defaultValues={emptyClient} cancelTo={cancelTo}>
      <ClientInputs />
    </FormFromSchema>
  );
}

export default ClientForm;
