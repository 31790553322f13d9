import type { Story } from '@betogether/contracts/stories/stories.schemas';
import Close from '@mui/icons-material/Close';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { stage } from '../story-look';

type Props = {
  story: Story;
  paused: boolean;
  onTogglePause: () => void;
  muted: boolean;
  onToggleMute: () => void;
  onClose: () => void;
};

export const onStage = { color: stage.text, '&:hover': { bgcolor: stage.controlHover } } as const;

/** The author, how long ago, and the controls: sound (videos), pause, close. */
export function ViewerHeader({ story, paused, onTogglePause, muted, onToggleMute, onClose }: Props) {
  const { t } = useTranslation('stories');
  const author = story.author;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1 }}>
      <Avatar src={author.avatarUrl ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
        {author.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1, display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Link
          component={RouterLink}
          to={paths.userProfile.href({ userId: author.id })}
          underline="hover"
          sx={{
            color: stage.text,
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {author.displayName}
        </Link>
        <Typography variant="body2" component="span" sx={{ color: stage.dimText, flexShrink: 0 }}>
          <RelativeTime value={story.createdAt} />
        </Typography>
      </Box>
      {story.kind === 'video' && (
        <IconButton
          onClick={onToggleMute}
          aria-label={muted ? t('viewer.unmute') : t('viewer.mute')}
          sx={onStage}
        >
          {muted ? <VolumeOffRounded /> : <VolumeUpRounded />}
        </IconButton>
      )}
      <IconButton
        onClick={onTogglePause}
        aria-label={paused ? t('viewer.play') : t('viewer.pause')}
        sx={onStage}
      >
        {paused ? <PlayArrowRounded /> : <PauseRounded />}
      </IconButton>
      <IconButton onClick={onClose} aria-label={t('viewer.close')} sx={onStage}>
        <Close />
      </IconButton>
    </Box>
  );
}
