import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import type { PlayerMenuProps } from './player-menu';

/** The menu of PlayerMenu, in its own chunk. */
export function PlayerMenuList(props: PlayerMenuProps) {
  const { open, anchor, onClose, shortId, mine, autoplay, onAutoplay, onAnalytics, onDelete } = props;
  const { t } = useTranslation('shorts');
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <MenuItem role="menuitemcheckbox" aria-checked={autoplay} onClick={() => onAutoplay(!autoplay)}>
        <ListItemIcon>{autoplay && <Check fontSize="small" />}</ListItemIcon>
        <ListItemText primary={t('menu.autoplay')} secondary={t('menu.autoplayHelp')} />
      </MenuItem>
      <MenuItem
        component={RouterLink}
        to={paths.shortRemixes.href({ query: { of: shortId } })}
        onClick={onClose}
      >
        <ListItemText inset primary={t('caption.useSound')} />
      </MenuItem>
      {mine && (
        <MenuItem onClick={then(onAnalytics)}>
          <ListItemText inset primary={t('menu.analytics')} />
        </MenuItem>
      )}
      {mine && (
        <MenuItem onClick={then(onDelete)} sx={{ color: 'error.main' }}>
          <ListItemText inset primary={t('menu.delete')} />
        </MenuItem>
      )}
    </Menu>
  );
}
