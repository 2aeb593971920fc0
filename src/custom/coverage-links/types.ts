export type { CoverageLink } from '../../domain/entities/coverage-link';

/** A coverage the producer may link (current campaign, one of its insurers). */
export interface CoverageChoice {
  id: number;
  description: string;
  companyId: number;
  /** 'Granizo Plus (San Cristobal)'. */
  name: string;
}
