export type { Client } from '../../domain/clients/entity';
export { clientRepresentation } from '../../domain/clients/entity';
