// Users/producers (docs/rules/users.md) as the API answers them: one shape
// for the server's serializers and the app's screens. Flags are 0/1; never the password.
import type { CoverageType } from '../coverages/coverage-types';
import type { UserFlag } from './flags';
import type { Flag } from '../core/flag';

/** GET /api/user, and the `data` of a user write (create, edit, logo). */
export interface UserProfile extends Record<UserFlag, Flag> {
  id: number;
  name: string;
  lastname: string;
  cuit: string | null;
  address: string | null;
  location: string | null;
  province: string | null;
  office: string | null;
  fileNumber: string | null;
  sancorId: string | null;
  type: number | null;
  cell: string | null;
  email: string;
  username: string;
  roleId: number;
  role: { id: number; name: string };
  /** Insurer ids, ascending. */
  companies: number[];
  exchangeStoreId: number | null;
  maxDiscountAllow: number;
  preferredUrl: string | null;
  paymentMethod: number | null;
  rateOption: number | null;
  hectarePriceCurrency: number | null;
  supervisorId: number | null;
  /** The logo's URL (GET /api/users/{id}/logo, with the token), or null. */
  logo: string | null;
  deletedAt: string | null;
}

/** A coverage in a user's preferred list (GET/POST /api/users/{id}/modules, `coverages` of the detail). */
export interface UserCoverage {
  id: number;
  description: string;
  companyId: number;
  coverageType: CoverageType;
}

/** An item of GET /api/users and /api/users/{id}/supervised_users: the profile, its supervisor and whether it is one. */
export interface UserListItem extends UserProfile {
  supervisor: { id: number; name: string; lastname: string } | null;
  isSupervisor: boolean;
}

/** GET /api/users/{id} (and POST/PUT /api/users): the list item, its preferred coverages and how many producers it supervises. */
export interface UserDetail extends UserListItem {
  coverages: UserCoverage[];
  supervisedCount: number;
}

/** An item of GET /api/all-users: the users the viewer may pick. */
export interface UserChoice {
  id: number;
  name: string;
  lastname: string;
  roleId: number;
  supervisorId: number | null;
  /** 'Nombre Apellido'. */
  fullName: string;
  /** Its maximum discount % (ours: the wizards show the cap of the producer quoted for). */
  maxDiscountAllow?: number;
}
