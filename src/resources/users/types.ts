import type { UserDetail } from '../../domain/users/entity';

export type { Flag } from '../../domain/core/flag';
export type { UserCoverage } from '../../domain/users/entity';

/** A user as the screens hold it: the API's shape (src/domain/users/entity.ts). */
export type User = UserDetail;

/** 'Nombre Apellido'. */
export const userRepresentation = (u: Partial<Pick<User, 'name' | 'lastname'>> | null | undefined): string =>
  u
    ? [u.name, u.lastname]
        .map((s) => (s ?? '').trim())
        .filter(Boolean)
        .join(' ')
    : '';
