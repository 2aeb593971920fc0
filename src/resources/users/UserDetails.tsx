import { DetailsFromSchema } from '../../components/resource';
import { PREFERRED_PAGES } from '../../domain/users/choices';
import { choiceName } from '../../domain/core/choice';
import { USER_RESOURCE, type UserFieldName } from '../../domain/users/resource';
import { userRepresentation, type User } from './types';

/** 'Página de inicio' label of a preferredUrl route name; '' means the default page. */
export const preferredPageLabel = (preferredUrl: string | null | undefined): string =>
  choiceName(PREFERRED_PAGES, preferredUrl ?? '') || 'Página predeterminada';

/** What the user's own profile leaves out: set by its managers. */
const MANAGED: readonly UserFieldName[] = ['roleId', 'type', 'companies', 'maxDiscountAllow', 'supervisorId'];

/** A user's personal data and settings as a definition list. */
export function UserDetails({ user, settings = true }: { user: User; settings?: boolean }) {
  const detail = USER_RESOURCE.detail ?? [];
  return (
    <DetailsFromSchema
      description={USER_RESOURCE}
      record={user}
      fields={settings ? detail : detail.filter((f) => !MANAGED.includes(f))}
      render={{
        supervisorId: user.supervisor ? userRepresentation(user.supervisor) : '',
        preferredUrl: preferredPageLabel(user.preferredUrl),
      }}
    />
  );
}
