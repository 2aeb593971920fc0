/** A client (docs/rules/clients.md) as GET /api/clients and /api/clients/{id} answer it. */
export interface Client {
  id: number;
  name: string;
  lastname: string;
  cuit: string;
  address: string;
  location: string;
  province: string;
  cell: string;
  email: string;
  /** The insured client code. */
  sancorId: string;
  /** The owning producer. */
  userId: number | null;
  user: { id: number; name: string; lastname: string } | null;
  createdAt: string | null;
  updatedAt: string | null;
  deletedAt: string | null;
}

/** 'Apellido, Nombre' or the business name alone. */
export const clientRepresentation = (c: Partial<Pick<Client, 'lastname' | 'name'>> | null | undefined): string =>
  c ? [c.lastname, c.name].filter(Boolean).join(', ') : '';
