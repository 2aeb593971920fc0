// A producer's video link per coverage ('Coberturas de Usuario', docs/rules/coverage-links.md).

/** GET /api/users/{id}/coverages (data.coverages) and POST/PUT /api/users/{id}/coverages/{coverageId}. */
export interface CoverageLink {
  coverageId: number;
  link: string;
  userId: number;
  /** The coverage's description. */
  name: string;
  companyId: number;
}
