import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import type { AuthorMenuProps } from './author-menu';

/** The menu of AuthorMenu, in its own chunk. */
export function AuthorMenuList({ open, anchor, onClose, author }: AuthorMenuProps) {
  const { t } = useTranslation('shorts');
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <MenuItem component={RouterLink} to={paths.userProfile.href({ userId: author.id })} onClick={onClose}>
        {t('menu.profile', { name: author.displayName })}
      </MenuItem>
      <MenuItem
        component={RouterLink}
        to={paths.shortsOfCreator.href({ query: { member: author.id } })}
        onClick={onClose}
      >
        {t('menu.moreBy', { name: author.displayName })}
      </MenuItem>
    </Menu>
  );
}
