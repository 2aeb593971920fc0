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
