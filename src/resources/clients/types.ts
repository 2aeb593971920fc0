/** Client entity (spec 3). */
export interface Client {
  id: number | string;
  name?: string | null;
  lastname: string;
  cuit: string;
  address?: string | null;
  location?: string | null;
  province?: string | null;
  cell?: string | null;
  email?: string | null;
  sancorId?: string | null;
  userId?: number | null;
  deletedAt?: string | null;
}

/** 'Apellido, Nombre' or the business name alone. */
export const clientRepresentation = (c: Partial<Client> | null | undefined): string =>
  c ? [c.lastname, c.name].filter(Boolean).join(', ') : '';
