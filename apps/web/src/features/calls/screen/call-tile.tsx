import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import MicOffOutlined from '@mui/icons-material/MicOffOutlined';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import PresentToAllOutlined from '@mui/icons-material/PresentToAllOutlined';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { MediaState } from '../api/call-socket';
import { PersonInitial } from '../components/person-initial';
import type { LinkState } from '../engine/peer-link';

type Props = {
  name: string;
  person: PersonSummary | null;
  stream: MediaStream | null;
  /** What they send (null: not said yet, taken as the call's kind). */
  media: MediaState;
  /** The own preview: muted (no echo), mirrored like a mirror unless it is the shared screen. */
  self?: boolean;
  link?: LinkState;
  /** Small, over a corner of the big tile. */
  inset?: boolean;
  /** A video call: a camera turned off is worth saying (in an audio call, nobody has one on). */
  videoCall: boolean;
  sx?: SxProps<Theme>;
};

/** Binds a stream to its <video> and plays it; a browser that refuses to play unasked says so. */
function usePlayback(stream: MediaStream | null) {
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);
  const play = () => {
    const played = ref.current?.play() as Promise<void> | undefined;
    played?.then(
      () => setBlocked(false),
      (error: unknown) => setBlocked((error as { name?: string }).name === 'NotAllowedError'),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: bound again only for another stream.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) play();
  }, [stream]);
  return { ref, blocked, play };
}

const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  bgcolor: 'rgba(0, 0, 0, 0.6)',
  color: '#fff',
} as const;

/** One participant: their video, or their picture when the camera is off; name and what is off. */
export function CallTile({
  name,
  person,
  stream,
  media,
  self = false,
  link,
  inset = false,
  videoCall,
  sx,
}: Props) {
  const { t } = useTranslation('calls');
  const { ref, blocked, play } = usePlayback(stream);
  const showsVideo = media.video || media.screen;
  const waiting = link === 'connecting' || link === 'reconnecting' || link === 'lost';
  const label = self ? t('tile.you') : name;

  return (
    <Box
      component="figure"
      aria-label={label}
      data-testid={self ? 'own-tile' : 'remote-tile'}
      sx={[
        {
          position: 'relative',
          m: 0,
          overflow: 'hidden',
          borderRadius: inset ? 2 : 3,
          bgcolor: '#1f2937',
          minHeight: 0,
          boxShadow: inset ? 6 : 0,
          outline: inset ? '2px solid rgba(255, 255, 255, 0.5)' : 'none',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="video"
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        data-testid={self ? 'own-video' : 'remote-video'}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          // A shared screen whole; a face fills the tile.
          objectFit: media.screen ? 'contain' : 'cover',
          bgcolor: '#111827',
          transform: self && !media.screen ? 'scaleX(-1)' : 'none',
          visibility: showsVideo ? 'visible' : 'hidden',
        }}
      />
      {!showsVideo && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <PersonInitial
            person={person}
            name={self ? (person?.displayName ?? label) : name}
            size={inset ? 44 : 88}
          />
        </Box>
      )}
      {!self && waiting && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            gap: 1,
            bgcolor: 'rgba(17, 24, 39, 0.55)',
            color: '#fff',
          }}
        >
          {link !== 'lost' && <CircularProgress size={28} color="inherit" aria-hidden />}
          <Typography variant="body2">{t(`tile.${link}`)}</Typography>
        </Box>
      )}
      {!self && blocked && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Button variant="contained" startIcon={<PlayArrowRounded />} onClick={play}>
            {t('tile.play', { name })}
          </Button>
        </Box>
      )}
      <Box
        component="figcaption"
        sx={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          right: 8,
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          minWidth: 0,
        }}
      >
        {!inset && (
          <Typography
            variant="body2"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(0, 0, 0, 0.6)',
              color: '#fff',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {label}
          </Typography>
        )}
        {!media.audio && (
          <Box role="img" aria-label={t('tile.muted', { name: label })} data-testid="muted-badge" sx={badge}>
            <MicOffOutlined sx={{ fontSize: 18 }} />
          </Box>
        )}
        {videoCall && !media.video && !media.screen && (
          <Box role="img" aria-label={t('tile.cameraOff', { name: label })} sx={badge}>
            <VideocamOffOutlined sx={{ fontSize: 18 }} />
          </Box>
        )}
        {media.screen && (
          <Box role="img" aria-label={t('tile.sharing', { name: label })} sx={badge}>
            <PresentToAllOutlined sx={{ fontSize: 18 }} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
