import { usePermissions } from 'react-admin';
import { getCurrentUser } from '../authProvider';
import type { UserProfile } from '../domain/users/entity';

/** The signed-in profile (authProvider.getPermissions), falling back to the stored one. */
export function useCurrentUser(): { user: UserProfile | null; isPending: boolean } {
  const { permissions, isPending } = usePermissions<UserProfile | null>();
  const user = (permissions && typeof permissions === 'object' ? permissions : null) ?? getCurrentUser();
  return { user, isPending: isPending && !user };
}
