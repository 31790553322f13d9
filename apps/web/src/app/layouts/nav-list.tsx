import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { matchPath, NavLink, useLocation } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { NavItem } from './navigation';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The item a page belongs to: its own link, else the one that claims its route (`alsoFor`: a
 * queue's detail pages), else the longest link its path starts with (Overview stays unlit on
 * sub-pages).
 */
export function activeItem(items: NavItem[], pathname: string): string | undefined {
  // A page with a link of its own lights it, even where another link claims the pattern it also
  // fits (`conversation/community` is a `conversation/:referrer` too).
  if (items.some((item) => item.to === pathname)) return pathname;
  const claimed = items.find((item) => item.alsoFor?.some((pattern) => matchPath(pattern, pathname)));
  if (claimed) return claimed.to;
  return items
    .filter((item) => isActive(pathname, item.to))
    .reduce<string | undefined>(
      (best, item) => (!best || item.to.length > best.length ? item.to : best),
      undefined,
    );
}

/** The shell's navigation: in the left column at lg and wider, in the drawer below. */
export function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeItem(items, pathname);
  return (
    <List component="nav" aria-label={t('nav.main')} sx={{ px: 1 }}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            onClick={onNavigate}
            selected={item.to === active}
            sx={{ borderRadius: 2, mb: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(item.labelKey)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
