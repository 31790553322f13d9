import { purposeRules } from '@betogether/contracts/media/media.constants';
import type { MediaPurpose } from '@betogether/contracts/media/media.schemas';
import type { User } from '@betogether/contracts/users/users.schemas';
import WallpaperOutlined from '@mui/icons-material/WallpaperOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useUpload } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import { AvatarPicker } from '@/ui/avatar-picker';
import { checkPictureFile } from '@/ui/picture-file';
import { useNotify } from '@/ui/snackbar';
import { UploadProgress } from '@/ui/upload-progress';
import { useEditProfile } from '../api/edit-profile';

const COVER_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
const COVER_KINDS = ['jpeg', 'png', 'webp', 'gif'] as const;

/** Cover and photo (uploaded through the resumable uploader, with progress), name and role. */
export function ProfileHeader({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const notify = useNotify();
  const edit = useEditProfile();
  const uploads = useUpload();
  const coverInput = useRef<HTMLInputElement>(null);
  const joined = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(user.createdAt),
  );
  const busy = edit.isPending || (uploads.state.status !== 'idle' && uploads.state.status !== 'failed');

  const savePhoto = async (purpose: Extract<MediaPurpose, 'avatar' | 'cover'>, file: Blob | null) => {
    const field = purpose === 'avatar' ? 'avatarMediaId' : 'coverMediaId';
    try {
      const media = file ? await uploads.upload(file, purpose) : null;
      if (file && !media) return; // cancelled
      await edit.mutateAsync({ [field]: media?.id ?? null });
      notify(file ? t(`${purpose}Saved`) : t(`${purpose}Removed`));
    } catch (error) {
      notify(problemMessage(error, t), 'error');
    }
  };

  // Checked here first: a file that is not a picture says so at once, before any upload starts.
  const chooseCover = async (file: File) => {
    const problem = await checkPictureFile(file, {
      kinds: COVER_KINDS,
      maxBytes: purposeRules.cover.maxBytes,
    });
    if (problem) notify(t(`coverProblems.${problem}`), 'error');
    else await savePhoto('cover', file);
  };

  return (
    <Card sx={{ mb: 2, overflow: 'hidden' }}>
      <Box
        sx={{
          height: { xs: 112, sm: 180 },
          position: 'relative',
          background: user.coverUrl
            ? undefined
            : 'linear-gradient(120deg, #1E4FD8 0%, #4C7BF0 55%, #F2B705 130%)',
        }}
      >
        {user.coverUrl && (
          <Box
            component="img"
            src={user.coverUrl}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
        <input
          ref={coverInput}
          type="file"
          accept={COVER_TYPES}
          hidden
          data-testid="cover-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void chooseCover(file);
          }}
        />
        <Button
          size="small"
          variant="contained"
          color="inherit"
          startIcon={<WallpaperOutlined />}
          onClick={() => coverInput.current?.click()}
          disabled={busy}
          sx={{
            position: 'absolute',
            right: 12,
            bottom: 12,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          {user.coverUrl ? t('coverChange') : t('coverAdd')}
        </Button>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
        <AvatarPicker
          value={user.avatarUrl}
          fallbackLetter={user.firstName.slice(0, 1)}
          onChange={(file) => void savePhoto('avatar', file)}
          busy={busy}
          overlap={6}
        />
        <UploadProgress
          state={uploads.state}
          onPause={uploads.pause}
          onResume={uploads.resume}
          onCancel={uploads.cancel}
          onRetry={() => void uploads.retry()}
          errorText={uploads.state.status === 'failed' ? problemMessage(uploads.state.error, t) : undefined}
        />
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
