import type { Language, Theme } from '@betogether/contracts/users/users.schemas';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { paths } from '@/lib/route-table/route-table';
import { BrandLogo } from '@/ui/brand-logo';
import { LanguageSwitch, ThemeSwitch } from '@/ui/preference-switches';
import { LegalFooterLinks } from './legal-footer-links';
import { NavList } from './nav-list';
import type { NavItem } from './navigation';

type Props = {
  open: boolean;
  items: NavItem[];
  width: number;
  onClose: () => void;
  onLanguage: (language: Language) => void;
  onTheme: (theme: Theme) => void;
};

/** The navigation below lg (AppShell), in its own chunk, downloaded when it first opens. */
export function NavDrawer({ open, items, width, onClose, onLanguage, onTheme }: Props) {
  return (
    <Drawer open={open} onClose={onClose} sx={{ display: { lg: 'none' } }}>
      <Box sx={{ width, pt: 2 }} role="presentation">
        <Box sx={{ px: 2, pb: 1 }}>
          <BrandLogo to={paths.feed.href()} />
        </Box>
        <NavList items={items} onNavigate={onClose} />
        <Box sx={{ px: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
          <LanguageSwitch onChange={onLanguage} />
          <ThemeSwitch onChange={onTheme} />
        </Box>
        <Box sx={{ px: 2, py: 2 }}>
          <LegalFooterLinks compact />
        </Box>
      </Box>
    </Drawer>
  );
}
