export type { CoverageLink } from '../../domain/coverage-links/entity';

/** A coverage the producer may link (current campaign, one of its insurers). */
export interface CoverageChoice {
  id: number;
  description: string;
  companyId: number;
  /** 'Granizo Plus (San Cristobal)'. */
  name: string;
}
