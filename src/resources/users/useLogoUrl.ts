import { useEffect, useState } from 'react';
import { useUserLogo } from '../../api/users';
import { logoSource } from '../../domain/users/logo';

/**
 * The URL an <img> shows a user's logo with: an object URL of the blob loaded with the token
 * (revoked when it changes or on unmount) for this API's path, the `logo` URL itself otherwise.
 */
export function useLogoUrl(userId: number | string, logo: string | null | undefined): string | null {
  const source = logoSource(logo);
  const protectedPath = source && 'protectedPath' in source ? source.protectedPath : null;
  const { data: blob } = useUserLogo(userId, protectedPath);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setObjectUrl(null);
    const url = URL.createObjectURL(blob);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  if (!source) return null;
  return 'url' in source ? source.url : objectUrl;
}
