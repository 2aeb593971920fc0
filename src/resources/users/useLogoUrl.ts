import { useEffect, useState } from 'react';
import { useUserLogo } from '../../api/users';

/** An object URL of a user's logo (loaded with the token), revoked when it changes or on unmount. */
export function useLogoUrl(userId: number | string, hasLogo: boolean): string | null {
  const { data: blob } = useUserLogo(userId, hasLogo);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return hasLogo ? url : null;
}
