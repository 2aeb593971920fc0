export type { Client } from '../../domain/entities/client';
export { clientRepresentation } from '../../domain/entities/client';
