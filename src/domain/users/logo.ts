/**
 * Where a user's `logo` field points: this API's token-protected path (`/api/users/{id}/logo`,
 * loaded as a blob with the token) or, as the original API answers, an image URL an <img> loads
 * as it is.
 */
export function logoSource(logo: string | null | undefined): { protectedPath: string } | { url: string } | null {
  if (!logo) return null;
  const path = /^(?:https?:\/\/[^/]+)?(\/api\/users\/\d+\/logo)(?:[?#].*)?$/i.exec(logo)?.[1];
  return path ? { protectedPath: path } : { url: logo };
}

/** The largest logo the server takes (docs/rules/users.md#logo); the app refuses a bigger file before uploading it. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_NOT_AN_IMAGE = 'El archivo ({file}) no es una imagen';
export const LOGO_TOO_BIG = `El logo no puede superar los ${LOGO_MAX_BYTES / (1024 * 1024)} MB.`;
