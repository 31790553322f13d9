import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from '@/lib/use-translation';
import { useRecordView } from '../api/record-view';
import { ShortCaption } from './short-caption';
import { ShortRail } from './short-rail';
import { ShortVideo } from './short-video';
import { UnreadyVideo } from './unready-video';

/** The longest caption read as part of a short's name; the whole caption is in the article. */
const NAME_CAPTION_MAX = 120;

type Props = {
  short: Short;
  index: number;
  /** How many shorts the list holds; -1 while more may load (ARIA feed). */
  setSize: number;
  active: boolean;
  /** Close enough to the current short to have its video element (the one before and the next). */
  near: boolean;
  /** The next short: its video loads ahead. */
  next: boolean;
  playing: boolean;
  muted: boolean;
  autoplay: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onBlocked: () => void;
  onAutoplay: (on: boolean) => void;
  onComments: () => void;
  onAnalytics: () => void;
};

/** A round button over the video: white on a dark veil, readable whatever the picture. */
const overlayButton = (theme: Theme) => ({
  color: theme.palette.common.white,
  bgcolor: alpha(theme.palette.common.black, 0.45),
  '&:hover': { bgcolor: alpha(theme.palette.common.black, 0.65) },
});

/**
 * One short of the player: an <article> named by its author and caption, a whole screen high
 * (a scroll-snap stop). The video itself exists near the current short only; further ones show
 * their poster, lazily.
 */
export function ShortSlide(props: Props) {
  const { short, index, setSize, active, near, next, playing, muted, autoplay } = props;
  const { t } = useTranslation('shorts');
  const view = useRecordView(short.id);
  const video = short.media.status === 'ready' ? short.media.video : null;
  const caption =
    short.caption.length > NAME_CAPTION_MAX ? `${short.caption.slice(0, NAME_CAPTION_MAX)}…` : short.caption;
  const name = caption
    ? t('player.article', { author: short.author.displayName, caption })
    : t('player.articleNoCaption', { author: short.author.displayName });

  return (
    <Box
      component="article"
      aria-label={name}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-current={active ? 'true' : undefined}
      data-index={index}
      tabIndex={-1}
      sx={{
        height: '100%',
        scrollSnapAlign: 'start',
        scrollSnapStop: 'always',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        justifyContent: 'center',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: { xs: 0, sm: 2 },
        py: { xs: 0, sm: 1 },
        boxSizing: 'border-box',
        outline: 'none',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          flex: { xs: 1, sm: 'none' },
          minHeight: 0,
          height: { sm: '100%' },
          aspectRatio: { sm: '9 / 16' },
          maxWidth: '100%',
          borderRadius: { xs: 0, sm: 3 },
          overflow: 'hidden',
          bgcolor: 'common.black',
        }}
      >
        {video && near ? (
          <ShortVideo
            video={video}
            label={short.altText || name}
            active={active}
            preload={active || next ? 'auto' : 'metadata'}
            playing={playing}
            muted={muted}
            onBlocked={props.onBlocked}
            onWatched={(watch) => {
              if (!short.mine) view.mutate(watch);
            }}
          />
        ) : video ? (
          <Box
            component="img"
            src={video.posterUrl}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <UnreadyVideo media={short.media} />
        )}
        {video && (
          // A click or tap on the picture plays or pauses; keyboards have the button and Space.
          <Box
            aria-hidden
            onClick={props.onTogglePlay}
            sx={{ position: 'absolute', inset: 0, cursor: 'pointer' }}
          >
            {!playing && (
              <PlayArrowRounded
                sx={(theme) => ({
                  position: 'absolute',
                  top: '50%',
                  left: '50%',
                  transform: 'translate(-50%, -50%)',
                  fontSize: 72,
                  color: 'common.white',
                  opacity: 0.85,
                  filter: `drop-shadow(0 2px 6px ${alpha(theme.palette.common.black, 0.5)})`,
                })}
              />
            )}
          </Box>
        )}
        {video && (
          <Box
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              right: 8,
              display: 'flex',
              justifyContent: 'space-between',
            }}
          >
            <IconButton
              onClick={props.onTogglePlay}
              aria-label={t(playing ? 'player.pause' : 'player.play')}
              sx={overlayButton}
            >
              {playing ? <PauseRounded /> : <PlayArrowRounded />}
            </IconButton>
            <IconButton
              onClick={props.onToggleMute}
              aria-label={t(muted ? 'player.unmute' : 'player.mute')}
              sx={overlayButton}
            >
              {muted ? <VolumeOffRounded /> : <VolumeUpRounded />}
            </IconButton>
          </Box>
        )}
        <Box
          sx={(theme) => ({
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            px: 2,
            pt: 6,
            pb: 2,
            background: `linear-gradient(to bottom, transparent, ${alpha(theme.palette.common.black, 0.75)})`,
          })}
        >
          <ShortCaption short={short} />
        </Box>
      </Box>
      <ShortRail
        short={short}
        onComments={props.onComments}
        onAnalytics={props.onAnalytics}
        autoplay={autoplay}
        onAutoplay={props.onAutoplay}
      />
    </Box>
  );
}
