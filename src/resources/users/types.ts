import type { UserDetail } from '../../domain/entities/user';

export type { Flag, UserCoverage } from '../../domain/entities/user';

/** A user as the screens hold it: the API's shape (src/domain/entities/user.ts). */
export type User = UserDetail;

/** 'Nombre Apellido'. */
export const userRepresentation = (u: Partial<Pick<User, 'name' | 'lastname'>> | null | undefined): string =>
  u
    ? [u.name, u.lastname]
        .map((s) => (s ?? '').trim())
        .filter(Boolean)
        .join(' ')
    : '';
