// The fixed lists, defaults and limits of a user (docs/rules/users.md#alta-y-edición).
import { ROLE_ADMIN, ROLE_PRODUCER, ROLE_SUDO, ROLE_SUPERVISOR } from '../access/access';
import type { Choice } from '../core/choice';

/** A user's role by its Spanish name (docs/rules/access.md#roles). */
export const USER_ROLES = [
  { id: ROLE_SUDO, name: 'Super usuario' },
  { id: ROLE_ADMIN, name: 'Administrador' },
  { id: ROLE_SUPERVISOR, name: 'Supervisor' },
  { id: ROLE_PRODUCER, name: 'Productor' },
] as const satisfies readonly Choice<number>[];

export const PRODUCER_TYPES = [
  { id: 1, name: 'Productor Matriculado' },
  { id: 2, name: 'Productor No Matriculado' },
  { id: 3, name: 'Acopio' },
  { id: 4, name: 'Vendedor' },
] as const satisfies readonly Choice<number>[];

/** Default role of a new user (producer) and its default maximum discount. */
export const DEFAULT_ROLE_ID = ROLE_PRODUCER;
export const DEFAULT_MAX_DISCOUNT_ALLOW = 0;

/** Preferred start page: `id` is the route name stored in preferredUrl ('' = default page; src/routes.ts checks each is a route). */
export const PREFERRED_PAGES = [
  { id: 'nueva cotizacion', name: 'Nueva cotización' },
  { id: 'cotizaciones', name: 'Cotizaciones' },
  { id: 'solicitudes', name: 'Solicitudes' },
  { id: 'nueva solicitud', name: 'Nueva solicitud' },
  { id: 'perfil', name: 'Perfil' },
] as const satisfies readonly Choice<string>[];
export type PreferredPage = (typeof PREFERRED_PAGES)[number]['id'];

export const PHONE_LENGTH = 10;
export const DISCOUNT_MAX = 100;
