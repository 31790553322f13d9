import type { User } from '@betogether/contracts/users/users.schemas';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  id: string;
  user: User;
  anchor: HTMLElement | null;
  open: boolean;
  onClose: () => void;
};

/** The account menu of the top bar (UserMenu), in its own chunk, downloaded when it first opens. */
export function UserMenuItems({ id, user, anchor, open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }}>
        <Typography sx={{ fontWeight: 600 }}>{user.displayName}</Typography>
        <Typography variant="body2" color="text.secondary">
          @{user.username}
        </Typography>
      </MenuItem>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          navigate(paths.showProfile.href());
        }}
      >
        <ListItemIcon>
          <ManageAccountsOutlined fontSize="small" />
        </ListItemIcon>
        {t('nav.profile')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          logout.mutate(undefined, { onSettled: () => navigate(paths.login.href(), { replace: true }) });
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        {t('nav.logout')}
      </MenuItem>
    </Menu>
  );
}
