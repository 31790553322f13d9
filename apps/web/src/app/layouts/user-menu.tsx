import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';

// Downloaded when first opened (or hovered): the shell of every page carries no menu code.
const UserMenuItems = lazyPart(() => import('./user-menu-items').then((m) => m.UserMenuItems));

export function UserMenu() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!userData) return null;
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        {...UserMenuItems.preloadProps}
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
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
      <UserMenuItems
        id={`${id}-menu`}
        user={userData}
        anchor={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
