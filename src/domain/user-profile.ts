// Moved to src/domain/entities/user.ts; kept so the app's importers keep working until they import from there.
export type { Flag, UserCoverage, UserDetail, UserListItem, UserProfile } from './entities/user';
