import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { IncomingCall } from '@/features/calls/incoming/incoming-call';
import { ChatHeaderButton } from '@/features/chat/header/chat-header-button';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { QueryProvider } from '@/lib/query-client';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { BrandLogo } from '@/ui/brand-logo';
import { lazyPart } from '@/ui/lazy-part';
import { PageLoader } from '@/ui/page-loader';
import { LanguageSwitch, ThemeSwitch } from '@/ui/preference-switches';
import { LegalFooterLinks } from './legal-footer-links';
import { activeItem, NavList } from './nav-list';
import { type NavItem, visibleItems } from './navigation';
import { usePreferenceSync } from './use-preference-sync';
import { UserMenu } from './user-menu';

const NAV_WIDTH = 264;
const RAIL_WIDTH = 320;
const GAP_PX = 24;
/**
 * One frame for every member page: menu, 680 px column and rail, centred as one block. A page
 * without a rail spreads its content over the rail's room (up to WIDE_CONTENT); the menu stays at
 * the same place from the feed to the wallet (it used to move with each page's width).
 */
const FRAME_WIDTH = NAV_WIDTH + GAP_PX + 680 + GAP_PX + RAIL_WIDTH;
export const WIDE_CONTENT = FRAME_WIDTH - NAV_WIDTH - GAP_PX;

type Props = {
  nav: NavItem[];
  /** The mobile bottom bar's menu, when it differs from `nav` (the member area's coin shortcuts). */
  bottomNav?: NavItem[];
  /** Shown beside the navigation title (e.g. "Admin"). */
  areaLabel?: string;
  /** Right rail at lg and wider (social layout). */
  rail?: ReactNode;
  /** The top bar's search (social layout), before the preferences and the bell. */
  search?: ReactNode;
  /** The member's coin balance (member layouts), before the bell. */
  balance?: ReactNode;
  /** Width of the centre column: ~680 px for feeds, wider for dashboards. */
  contentMaxWidth?: number;
  dense?: boolean;
};

// Below lg only, and only once the member opens it: no drawer code on a first visit.
const NavDrawer = lazyPart(() => import('./nav-drawer').then((m) => m.NavDrawer));

/**
 * The signed-in shell shared by the social, member, admin and group layouts. At lg and wider:
 * top bar, left navigation, centre column, optional right rail. Below lg (spec: mobile layout):
 * top bar, a drawer for the navigation and a bottom bar.
 */
export function AppShell(props: Props) {
  return (
    <QueryProvider>
      <Shell {...props} />
    </QueryProvider>
  );
}

function Shell({
  nav,
  bottomNav = nav,
  areaLabel,
  rail,
  search,
  balance,
  contentMaxWidth = 680,
  dense = false,
}: Props) {
  const { t } = useTranslation();
  const { userData } = useSession();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The side navigation and the rail exist from lg up: on a phone they are not rendered at all
  // (hidden by CSS they still cost a render, and the rail's calls).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const { saveLanguage, saveTheme } = usePreferenceSync();
  const items = visibleItems(nav, userData?.role);
  const bottomItems = visibleItems(bottomNav, userData?.role)
    .filter((item) => item.bottom)
    .slice(0, 4);
  // Wider than the frame only for the back office's tables.
  const frameWidth = Math.max(
    FRAME_WIDTH,
    NAV_WIDTH + GAP_PX + contentMaxWidth + (rail ? GAP_PX + RAIL_WIDTH : 0),
  );
  const bottomValue = activeItem(bottomItems, pathname) ?? false;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {/* A phone's top bar holds seven controls: tighter gaps and edges keep it within 375 px. */}
        <Toolbar
          sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 3 } }}
          variant={dense ? 'dense' : 'regular'}
        >
          <IconButton
            edge="start"
            onClick={() => setDrawerOpen(true)}
            {...NavDrawer.preloadProps}
            aria-label={t('nav.openMenu')}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {/* Below sm the mark alone: the top bar also holds search, coins, bell and account. */}
          <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <BrandLogo to={paths.feed.href()} />
          </Box>
          <Box sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
            <BrandLogo to={paths.feed.href()} compact />
          </Box>
          {areaLabel && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ ml: 1, display: { xs: 'none', sm: 'block' } }}
            >
              {areaLabel}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {search}
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
            <LanguageSwitch onChange={saveLanguage} />
            <ThemeSwitch onChange={saveTheme} />
          </Box>
          {balance}
          <ChatHeaderButton />
          <NotificationBell />
          <UserMenu />
        </Toolbar>
      </AppBar>

      <NavDrawer
        open={drawerOpen}
        items={items}
        width={NAV_WIDTH}
        onClose={() => setDrawerOpen(false)}
        onLanguage={saveLanguage}
        onTheme={saveTheme}
      />
      <IncomingCall />

      <Box
        sx={{
          display: 'flex',
          justifyContent: { xs: 'center', lg: 'flex-start' },
          gap: `${GAP_PX}px`,
          px: { xs: 0, sm: 2 },
          pb: { xs: 10, lg: 4 },
          maxWidth: { lg: frameWidth + 32 },
          mx: 'auto',
          boxSizing: 'border-box',
        }}
      >
        {wide && (
          <Box
            component="aside"
            sx={{
              width: NAV_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              // Sticks right under the header (64 px), its own padding giving the gap: a short page,
              // whose frame is no taller than the menu, cannot shift it by a few pixels.
              top: 64,
              alignSelf: 'flex-start',
              pt: 3,
            }}
          >
            <NavList items={items} />
            <Box sx={{ px: 2, pt: 2 }}>
              <LegalFooterLinks compact />
            </Box>
          </Box>
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, maxWidth: contentMaxWidth, pt: { xs: 1, sm: 2 }, outline: 'none' }}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        {wide && rail && (
          <Box
            component="aside"
            aria-label={t('nav.rail')}
            sx={{
              width: RAIL_WIDTH,
              flexShrink: 0,
              position: 'sticky',
              top: 64,
              alignSelf: 'flex-start',
              pt: 3,
            }}
          >
            {rail}
          </Box>
        )}
      </Box>

      <Paper
        elevation={3}
        sx={{
          display: { lg: 'none' },
          position: 'fixed',
          bottom: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar,
        }}
      >
        <BottomNavigation
          showLabels
          value={bottomValue}
          component="nav"
          aria-label={t('nav.bottom')}
          // Five buttons share 320 px and more: each takes a fifth (no 80 px minimum that pushes the
          // first one out of view), a long label ends in an ellipsis.
          sx={{
            '& .MuiBottomNavigationAction-root': { minWidth: 0, flex: 1, px: 0.5 },
            '& .MuiBottomNavigationAction-label': {
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
          }}
        >
          {bottomItems.map((item) => {
            const Icon = item.icon;
            return (
              <BottomNavigationAction
                key={item.to}
                component={NavLink}
                to={item.to}
                value={item.to}
                label={t(item.shortLabelKey ?? item.labelKey)}
                icon={<Icon />}
              />
            );
          })}
          <BottomNavigationAction
            label={t('nav.menu')}
            icon={<MenuIcon />}
            onClick={() => setDrawerOpen(true)}
            {...NavDrawer.preloadProps}
          />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
