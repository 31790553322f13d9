import type { User } from '@betogether/contracts/users/users.schemas';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '@/lib/problem-message';
import { AvatarPicker } from '@/ui/avatar-picker';
import { useNotify } from '@/ui/snackbar';
import { useEditProfile } from '../api/edit-profile';

/** Cover, photo (change with a square crop and preview), name and role. */
export function ProfileHeader({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const notify = useNotify();
  const edit = useEditProfile();
  const joined = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(user.createdAt),
  );
  const saveAvatar = (avatar: string | null) =>
    edit.mutate(
      { avatar },
      {
        onSuccess: () => notify(avatar ? t('avatarSaved') : t('avatarRemoved')),
        onError: (error) => notify(problemMessage(error, t), 'error'),
      },
    );
  return (
    <Card sx={{ mb: 2, overflow: 'hidden' }}>
      <Box
        sx={{
          height: { xs: 96, sm: 140 },
          background: 'linear-gradient(120deg, #1E4FD8 0%, #4C7BF0 55%, #F2B705 130%)',
        }}
      />
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, mt: { xs: -5, sm: -6 } }}>
        <Box sx={{ '& .MuiAvatar-root': { border: 4, borderColor: 'background.paper' } }}>
          <AvatarPicker
            value={user.avatarUrl}
            fallbackLetter={user.firstName.slice(0, 1)}
            onChange={saveAvatar}
            busy={edit.isPending}
          />
        </Box>
        <Typography variant="h2" component="h1" sx={{ mt: 1.5 }}>
          {user.displayName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <Typography color="text.secondary">@{user.username}</Typography>
          <Chip
            size="small"
            label={t(`roles.${user.role}`)}
            color={user.role === 'admin' ? 'secondary' : 'default'}
          />
          <Typography variant="body2" color="text.secondary">
            {t('joined', { date: joined })}
          </Typography>
        </Box>
        {user.bio && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{user.bio}</Typography>}
      </Box>
    </Card>
  );
}
