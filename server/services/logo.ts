// Producer logos: the bytes are checked by content (magic numbers), never by name or declared type.

import crypto from 'node:crypto';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_FIELD = 'logo';
export const LOGO_NOT_AN_IMAGE = 'El archivo ({file}) no es una imagen';
export const LOGO_TOO_BIG = 'El logo no puede superar los 2 MB.';
export const LOGO_MISSING = 'Seleccione una imagen para el logo.';
export const LOGO_UNREADABLE = 'No se pudo leer el archivo enviado.';

const startsWith = (buf: Buffer, bytes: number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

/** The image type of the bytes (PNG, JPEG, GIF or WebP), or null when they are not one of those images. */
export function detectImageMime(buf: Buffer): string | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61) return 'image/gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** A strong validator for GET /api/users/{id}/logo, so the browser revalidates with a 304. */
export const logoEtag = (buf: Buffer) => `"${crypto.createHash('sha256').update(buf).digest('base64url').slice(0, 27)}"`;
