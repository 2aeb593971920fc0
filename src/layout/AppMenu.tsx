import type { ReactElement } from 'react';
import { useMatch } from 'react-router';
import { Menu, useNotify, useSidebarState } from 'react-admin';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { SIDEBAR_LINK_HEIGHT } from '../theme';
import { CLIENT_REQUEST_COPIED, menuEntries, type MenuEntry } from './menuEntries';
import { useCurrentUser } from './useCurrentUser';

const EXTRA_ICONS: Record<string, ReactElement> = {
  partner: <OpenInNewIcon />,
  'client-request': <LinkIcon />,
};

const itemSx = { minHeight: SIDEBAR_LINK_HEIGHT, height: SIDEBAR_LINK_HEIGHT } as const;
const extraItemSx = { ...itemSx, color: 'text.secondary' } as const;

/** Copies text to the clipboard (with a fallback for browsers without the async API). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

function ExtraItem({ entry }: { entry: Exclude<MenuEntry, { kind: 'link' }> }) {
  const notify = useNotify();
  const [open] = useSidebarState();
  const icon = EXTRA_ICONS[entry.key];
  const item =
    entry.kind === 'external' ? (
      <MenuItem component="a" href={entry.href} target="_blank" rel="noopener noreferrer" sx={extraItemSx}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={entry.label} />
      </MenuItem>
    ) : (
      <MenuItem
        sx={extraItemSx}
        onClick={async () => {
          try {
            await copyText(`${window.location.origin}${entry.path}`);
            notify(CLIENT_REQUEST_COPIED, { type: 'success' });
          } catch {
            notify('No se pudo copiar el link.', { type: 'error' });
          }
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={entry.label} />
      </MenuItem>
    );
  return open ? (
    item
  ) : (
    <Tooltip title={entry.label} placement="right">
      {item}
    </Tooltip>
  );
}

/** A menu link; the entry of the current section carries aria-current="page". */
function MenuLink({ entry }: { entry: Extract<MenuEntry, { kind: 'link' }> }) {
  const active = !!useMatch({ path: entry.to, end: false });
  return <Menu.Item to={entry.to} primaryText={entry.label} leftIcon={entry.icon} sx={itemSx} aria-current={active ? 'page' : undefined} />;
}

/** Sidebar of docs/rules/ui.md#menú-y-barra-superior (entries by role and flags, 65 px links). */
export function AppMenu() {
  const { user } = useCurrentUser();
  return (
    <Menu>
      {menuEntries(user).map((entry) =>
        entry.kind === 'link' ? <MenuLink key={entry.key} entry={entry} /> : <ExtraItem key={entry.key} entry={entry} />,
      )}
    </Menu>
  );
}

export default AppMenu;
