// The user/producer as the API answers it (spec 3, User/producer): one shape for the
// server's serializer and the app's screens. Flags are 0/1.

export type Flag = 0 | 1;

export interface UserProfile {
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
  companies: number[];
  allowPaymentInKind: Flag;
  allowDiscountsOnPacks: Flag;
  allowSplitCoverages: Flag;
  seeVideo: Flag;
  seePdfDescription: Flag;
  seeSimulator: Flag;
  seeCoverageUserModule: Flag;
  sendProposal: Flag;
  exchangeStoreId: number | null;
  maxDiscountAllow: number;
  preferredUrl: string | null;
  paymentMethod: number | null;
  rateOption: number | null;
  hectarePriceCurrency: number | null;
  supervisorId: number | null;
  logo: string | null;
  deletedAt: string | null;
}

/** A coverage in a user's preferred list. */
export interface UserCoverage {
  id: number;
  description: string;
  companyId: number;
  coverageType?: string | null;
}

/** GET /api/users and /api/users/{id} add these to the profile. */
export interface UserDetail extends UserProfile {
  supervisor?: { id: number; name: string; lastname: string } | null;
  isSupervisor?: boolean;
  coverages?: UserCoverage[];
  supervisedCount?: number;
}
