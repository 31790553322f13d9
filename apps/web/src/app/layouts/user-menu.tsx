import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';

export function UserMenu() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!userData) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={userData.avatarUrl ?? undefined}
          alt={userData.displayName}
          sx={{ width: 36, height: 36 }}
        >
          {userData.firstName.slice(0, 1)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }}>
          <Typography sx={{ fontWeight: 600 }}>{userData.displayName}</Typography>
          <Typography variant="body2" color="text.secondary">
            @{userData.username}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
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
            close();
            logout.mutate(undefined, { onSettled: () => navigate(paths.login.href(), { replace: true }) });
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
