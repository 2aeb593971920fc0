/** A producer's video link for a coverage (GET /api/users/{id}/coverages). */
export interface CoverageLink {
  coverageId: number;
  link: string;
  userId: number;
  /** The coverage's description. */
  name: string;
  companyId: number;
}

/** A coverage the producer may link (current campaign, one of its insurers). */
export interface CoverageChoice {
  id: number;
  description: string;
  companyId: number;
  companyName: string;
}
