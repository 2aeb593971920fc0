/** User/producer entity as the API answers it (spec 3, User/producer). Flags are 0/1. */
export type Flag = 0 | 1;

export interface UserCoverage {
  id: number;
  description: string;
  companyId: number;
  coverageType?: string | null;
}

export interface User {
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
  role?: { id: number; name: string };
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
  maxDiscountAllow: number | string;
  preferredUrl: string | null;
  paymentMethod: number | null;
  rateOption: number | null;
  hectarePriceCurrency: number | null;
  supervisorId: number | null;
  supervisor?: { id: number; name: string; lastname: string } | null;
  isSupervisor?: boolean;
  logo: string | null;
  deletedAt: string | null;
  coverages?: UserCoverage[];
  supervisedCount?: number;
}

/** 'Nombre Apellido'. */
export const userRepresentation = (u: Partial<Pick<User, 'name' | 'lastname'>> | null | undefined): string =>
  u ? [u.name, u.lastname].map(s => (s ?? '').trim()).filter(Boolean).join(' ') : '';
