// A producer's video link per coverage ('Coberturas de Usuario', administration-area.md 2.9).

/** GET /api/users/{id}/coverages (data.coverages) and POST/PUT /api/users/{id}/coverages/{coverageId}. */
export interface CoverageLink {
  coverageId: number;
  link: string;
  userId: number;
  /** The coverage's description. */
  name: string;
  companyId: number;
}
