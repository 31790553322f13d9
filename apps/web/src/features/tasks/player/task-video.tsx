import type { MediaVideo } from '@betogether/contracts/media/media.schemas';
import Fullscreen from '@mui/icons-material/Fullscreen';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Replay10Rounded from '@mui/icons-material/Replay10Rounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useGuardedVideo } from './use-guarded-video';
import { attachHls, clockTime, playbackOf } from './video-source';

type Props = {
  video: MediaVideo;
  label: string;
  element: RefObject<HTMLVideoElement | null>;
  /** Where a resumed attempt starts (the time already counted). */
  from: number;
  /** Drawn over the video before the clock runs (the Start button); no controls then. */
  overlay?: ReactNode;
  /** The page is hidden: the video pauses (it counts nothing then). */
  hidden: boolean;
  onPlayingChange: (playing: boolean) => void;
  onEnded: () => void;
};

/**
 * A task's video with its own controls: play and pause, ten seconds back, sound, full screen, and
 * where it stands; no forward seeking and no other speed (use-guarded-video.ts). Space or k plays
 * and pauses, ← goes five seconds back, m mutes.
 */
export function TaskVideo({ video, label, element, from, overlay, hidden, onPlayingChange, onEnded }: Props) {
  const { t } = useTranslation('tasks');
  const frame = useRef<HTMLDivElement>(null);
  const [hlsFailed, setHlsFailed] = useState(false);
  const playback = useMemo(() => playbackOf(video, hlsFailed), [video, hlsFailed]);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(from);
  const callbacks = useRef({ onPlayingChange, onEnded });
  callbacks.current = { onPlayingChange, onEnded };
  useGuardedVideo(element, from);
  const duration = video.durationSeconds;

  useEffect(() => {
    const el = element.current;
    if (!el || playback?.kind !== 'hls.js') return;
    return attachHls(el, playback.url, () => setHlsFailed(true));
  }, [element, playback]);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const change = (now: boolean) => () => {
      setPlaying(now);
      callbacks.current.onPlayingChange(now);
    };
    const onPlay = change(true);
    const onPause = change(false);
    const onTime = () => setTime(el.currentTime);
    const onEnd = () => {
      onPause();
      callbacks.current.onEnded();
    };
    el.addEventListener('play', onPlay);
    el.addEventListener('pause', onPause);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('ended', onEnd);
    return () => {
      el.removeEventListener('play', onPlay);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('ended', onEnd);
    };
  }, [element]);

  // A hidden page counts nothing: the video waits for the member to come back and press play.
  useEffect(() => {
    if (hidden) element.current?.pause();
  }, [hidden, element]);

  const toggle = () => {
    const el = element.current;
    if (!el) return;
    if (el.paused) el.play()?.catch(() => undefined);
    else el.pause();
  };
  const back = (seconds: number) => {
    const el = element.current;
    if (el) el.currentTime = Math.max(0, el.currentTime - seconds);
  };
  const mute = () => {
    const el = element.current;
    if (!el) return;
    el.muted = !el.muted;
    setMuted(el.muted);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (overlay || event.target !== event.currentTarget) return;
    if (event.key === ' ' || event.key === 'k') toggle();
    else if (event.key === 'ArrowLeft') back(5);
    else if (event.key === 'm') mute();
    else return;
    event.preventDefault();
  };

  return (
    <Box ref={frame} sx={{ bgcolor: 'common.black', borderRadius: 2, overflow: 'hidden' }}>
      <Box
        role="group"
        tabIndex={overlay ? undefined : 0}
        onKeyDown={onKeyDown}
        aria-label={t('video.keys')}
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          component="video"
          ref={element}
          src={playback?.kind === 'src' ? playback.url : undefined}
          poster={video.posterUrl}
          preload="metadata"
          playsInline
          disablePictureInPicture
          aria-label={label}
          onClick={overlay ? undefined : toggle}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
        {overlay && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              p: 2,
              textAlign: 'center',
              bgcolor: 'rgba(0,0,0,.55)',
              color: 'common.white',
            }}
          >
            {overlay}
          </Box>
        )}
      </Box>
      {!overlay && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, color: 'common.white' }}>
          <IconButton
            color="inherit"
            onClick={toggle}
            aria-label={playing ? t('video.pause') : t('video.play')}
          >
            {playing ? <PauseRounded /> : <PlayArrowRounded />}
          </IconButton>
          <IconButton color="inherit" onClick={() => back(10)} aria-label={t('video.back')}>
            <Replay10Rounded />
          </IconButton>
          <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {clockTime(time)} / {clockTime(duration)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={duration > 0 ? Math.min(100, (time / duration) * 100) : 0}
            aria-hidden
            sx={{ flexGrow: 1, mx: 1, height: 4, borderRadius: 2, bgcolor: 'rgba(255,255,255,.3)' }}
          />
          <IconButton color="inherit" onClick={mute} aria-label={muted ? t('video.unmute') : t('video.mute')}>
            {muted ? <VolumeOffRounded /> : <VolumeUpRounded />}
          </IconButton>
          <IconButton
            color="inherit"
            onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
            aria-label={t('video.fullscreen')}
          >
            <Fullscreen />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
