// 'Productor': narrows a list to one producer's records. A supervisor chooses among its team, an
// admin or sudo among everyone (GET all-users answers exactly those); a producer, who sees only
// its own, does not get it. The server applies the filter within what the viewer may see.
import { useCanAccess } from 'react-admin';
import { useUserChoices } from '../../api/users';
import type { AccessResource } from '../../domain/access/access';
import { ListSelectFilter } from './ListSelectFilter';

export const PRODUCER_FILTER_LABEL = 'Productor';

export function ProducerFilter({ resource }: { resource: Extract<AccessResource, 'negotiations' | 'clients'> }) {
  const { canAccess = false } = useCanAccess({ resource, action: 'filterByProducer' });
  const users = useUserChoices(canAccess);
  if (!canAccess) return null;
  return (
    <ListSelectFilter
      source="user"
      label={PRODUCER_FILTER_LABEL}
      emptyLabel="Todos"
      choices={(users.data ?? []).map((u) => ({ id: u.id, name: u.fullName }))}
    />
  );
}
