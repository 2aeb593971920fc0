import { useEffect, useState } from 'react';
import { apiUrl, getToken } from '../../http';

/**
 * An object URL of a user's logo: the API serves it only with the bearer token,
 * so an <img src> cannot load it directly. Revoked when the logo changes or on unmount.
 * `version` forces a reload after an upload.
 */
export function useLogoUrl(logoPath: string | null | undefined, version = 0): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!logoPath) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = getToken();
    fetch(apiUrl(logoPath), { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return setUrl(null);
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [logoPath, version]);
  return url;
}
