import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import authProvider from '../../authProvider';

/**
 * GET /api/user again and drop react-admin's cached permissions and identity, so
 * the menu, the avatar and the next login's start page follow the saved profile.
 */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await authProvider.refreshProfile();
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    }
  }, [queryClient]);
}
