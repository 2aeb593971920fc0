// The sidebar of spec 2.4, by role and flags. Pure data so it can be tested.
import { canSeeCoverageUserModule, isAdminLike, isManager, type AccessUser } from '../domain/access';
import { paths } from '../routes';
import { MESSAGES } from '../domain/messages';

export const PARTNER_URL: string = import.meta.env.VITE_PARTNER_URL ?? 'https://www.sancorseguros.com.ar';
export const PARTNER_NAME: string = import.meta.env.VITE_PARTNER_NAME ?? 'Sancor Seguros';
export const CLIENT_REQUEST_COPIED = MESSAGES.clientLinkCopied;

export type MenuEntry =
  | { kind: 'link'; key: string; label: string; to: string }
  | { kind: 'external'; key: string; label: string; href: string }
  | { kind: 'copy'; key: string; label: string; path: string };

export function menuEntries(user: AccessUser | null | undefined): MenuEntry[] {
  const entries: MenuEntry[] = [];
  if (isAdminLike(user)) entries.push({ kind: 'link', key: 'panel', label: 'Panel de control', to: paths.panel });
  if (isManager(user)) entries.push({ kind: 'link', key: 'users', label: 'Productores', to: paths.users.list });
  else entries.push({ kind: 'link', key: 'profile', label: 'Tu perfil', to: paths.profile.show });
  entries.push({ kind: 'link', key: 'clients', label: 'Clientes', to: paths.clients.list });
  if (isAdminLike(user)) {
    entries.push({ kind: 'link', key: 'campaigns', label: 'Campañas', to: paths.campaigns.list });
    entries.push({ kind: 'link', key: 'coverages', label: 'Coberturas', to: paths.coverages.list });
  }
  if (canSeeCoverageUserModule(user)) {
    entries.push({ kind: 'link', key: 'coverages-user', label: 'Coberturas de Usuario', to: paths.coveragesUser });
  }
  entries.push({ kind: 'link', key: 'negotiations', label: 'Cotizaciones', to: paths.negotiations.list });
  entries.push({ kind: 'link', key: 'requests', label: 'Solicitudes', to: paths.requests.list });
  entries.push({ kind: 'external', key: 'partner', label: PARTNER_NAME, href: PARTNER_URL });
  entries.push({ kind: 'copy', key: 'client-request', label: 'Link de solicitud de cliente', path: paths.clientRequest });
  return entries;
}
