import BlockOutlined from '@mui/icons-material/BlockOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@/lib/use-translation';

type MenuProps = { id: string; anchor: HTMLElement | null; open: boolean; onClose: () => void };

// The menus of ProfileActions, in their own chunk, downloaded when one of them first opens.

/** Under the "Friends" button: unfriend (ProfileActions asks to confirm). */
export function FriendsMenu({
  id,
  anchor,
  open,
  onClose,
  onUnfriend,
}: MenuProps & { onUnfriend: () => void }) {
  const { t } = useTranslation('friends');
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      <MenuItem onClick={onUnfriend}>
        <ListItemIcon>
          <PersonRemoveOutlined fontSize="small" />
        </ListItemIcon>
        {t('actions.unfriend')}
      </MenuItem>
    </Menu>
  );
}

/** Under "…": block (ProfileActions asks to confirm) and report. */
export function MoreMenu({
  id,
  anchor,
  open,
  onClose,
  onBlock,
  onReport,
}: MenuProps & { onBlock: () => void; onReport: () => void }) {
  const { t } = useTranslation('friends');
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      <MenuItem onClick={onBlock}>
        <ListItemIcon>
          <BlockOutlined fontSize="small" />
        </ListItemIcon>
        {t('actions.block')}
      </MenuItem>
      <MenuItem onClick={onReport}>
        <ListItemIcon>
          <FlagOutlined fontSize="small" />
        </ListItemIcon>
        {t('actions.report')}
      </MenuItem>
    </Menu>
  );
}
