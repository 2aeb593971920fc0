// Producer logos: the bytes are checked by content (magic numbers), never by name or declared
// type; saving and removing one is recorded in the audit log (its type and size, not its bytes).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserProfile } from '../../src/domain/users/entity';
import { fillMessage } from '../../src/domain/core/messages';
import { LOGO_NOT_AN_IMAGE } from '../../src/domain/users/logo';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { recordChange } from '../db/audit';
import { loadUserProfile } from './profile';
import { viewableLiveTarget, viewableTarget } from './targets';

export const LOGO_FIELD = 'logo';
export const LOGO_MISSING = 'Elegí una imagen para el logo.';
export const LOGO_NONE = 'El productor no tiene logo.';

const startsWith = (buf: Buffer, bytes: number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

/** The image types a logo can be (GET /api/users/{id}/logo answers with one of them). */
export type LogoMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The image type of the bytes (PNG, JPEG, GIF or WebP), or null when they are not one of those images. */
export function detectImageMime(buf: Buffer): LogoMime | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61) return 'image/gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** A strong validator for GET /api/users/{id}/logo, so the browser revalidates with a 304. */
export const logoEtag = (buf: Buffer) => `"${crypto.createHash('sha256').update(buf).digest('base64url').slice(0, 27)}"`;

async function storedMime(db: DbOrTx, userId: number) {
  const [row] = await db.select({ mime: users.logoMime }).from(users).where(eq(users.id, userId));
  return row?.mime ?? null;
}

export interface LogoUpload {
  bytes: Buffer;
  filename: string;
}

/**
 * Saves the logo of a live user the actor may see (itself, its supervisor, admin/sudo). The
 * upload is read (`read`) only once the user is known and reachable.
 */
export async function saveLogo(db: Db, actor: AuthUser, userId: number, read: () => Promise<LogoUpload>): Promise<UserProfile> {
  await viewableLiveTarget(db, actor, userId);
  const { bytes, filename } = await read();
  const mime = detectImageMime(bytes);
  if (!mime) throw validationError({ [LOGO_FIELD]: [fillMessage(LOGO_NOT_AN_IMAGE, { file: filename })] });
  return db.transaction(async (tx) => {
    const before = await storedMime(tx, userId);
    await tx.update(users).set({ logo: bytes, logoMime: mime, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordChange(tx, actor.id, {
      entity: 'users',
      entityId: userId,
      action: 'logo',
      before: { logoMime: before },
      after: { logoMime: mime, logoBytes: bytes.length },
    });
    const profile = await loadUserProfile(tx, userId);
    if (!profile) throw notFound();
    return profile;
  });
}

export async function deleteLogo(db: Db, actor: AuthUser, userId: number): Promise<void> {
  await viewableLiveTarget(db, actor, userId);
  await db.transaction(async (tx) => {
    const before = await storedMime(tx, userId);
    if (before === null) return;
    await tx.update(users).set({ logo: null, logoMime: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordChange(tx, actor.id, {
      entity: 'users',
      entityId: userId,
      action: 'logo',
      before: { logoMime: before },
      after: { logoMime: null },
    });
  });
}

/** The logo of a user the actor may see (deleted users too); 404 when it has none. */
export async function readLogo(db: DbOrTx, actor: AuthUser, userId: number): Promise<{ bytes: Buffer; mime: LogoMime }> {
  await viewableTarget(db, actor, userId);
  const [row] = await db.select({ logo: users.logo, mime: users.logoMime }).from(users).where(eq(users.id, userId));
  if (!row?.logo || !row.mime) throw notFound(LOGO_NONE);
  return { bytes: row.logo, mime: row.mime as LogoMime }; // stored only as detectImageMime found it
}
