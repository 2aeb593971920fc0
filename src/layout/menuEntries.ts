// The sidebar of docs/rules/ui.md#menú-y-barra-superior: the features' menu entries the user may enter,
// in order, then the partner site and the client-request link.
import type { ReactElement } from 'react';
import type { AccessUser } from '../domain/access/access';
import { MESSAGES } from '../domain/core/messages';
import { MENU } from '../features';
import { canEnter, pathTo, ROUTES } from '../routes';

export const PARTNER_URL: string = import.meta.env.VITE_PARTNER_URL ?? 'https://www.sancorseguros.com.ar';
export const PARTNER_NAME: string = import.meta.env.VITE_PARTNER_NAME ?? 'Sancor Seguros';
export const CLIENT_REQUEST_COPIED = MESSAGES.clientLinkCopied;

export type MenuEntry =
  | { kind: 'link'; key: string; label: string; to: string; icon: ReactElement }
  | { kind: 'external'; key: string; label: string; href: string }
  | { kind: 'copy'; key: string; label: string; path: string };

export function menuEntries(user: AccessUser | null | undefined): MenuEntry[] {
  if (!user) return [];
  const links: MenuEntry[] = MENU.filter((e) => canEnter(user, ROUTES[e.route]) && (e.visible?.(user) ?? true)).map((e) => ({
    kind: 'link',
    key: e.route,
    label: e.label,
    to: ROUTES[e.route].path,
    icon: e.icon,
  }));
  return [
    ...links,
    { kind: 'external', key: 'partner', label: PARTNER_NAME, href: PARTNER_URL },
    { kind: 'copy', key: 'client-request', label: 'Link de solicitud de cliente', path: pathTo('solicitud cliente') },
  ];
}
