import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  /** False for an only-me post: it is not offered for re-sharing. */
  canShare: boolean;
  onShareToFeed: () => void;
  onCopyLink: () => void;
  onClose: () => void;
};

/** The Share button's menu (PostFooter), in its own chunk, downloaded when it first opens. */
export function ShareMenu({ id, anchor, open, canShare, onShareToFeed, onCopyLink, onClose }: Props) {
  const { t } = useTranslation('posts');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {canShare && (
        <MenuItem onClick={onShareToFeed}>
          <ListItemIcon>
            <ReplyOutlined fontSize="small" sx={{ transform: 'scaleX(-1)' }} />
          </ListItemIcon>
          <ListItemText>{t('share.toFeed')}</ListItemText>
        </MenuItem>
      )}
      <MenuItem onClick={onCopyLink}>
        <ListItemIcon>
          <LinkOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('share.copyLink')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
