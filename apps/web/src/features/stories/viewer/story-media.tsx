import type { MediaVideo } from '@betogether/contracts/media/media.schemas';
import type { Story } from '@betogether/contracts/stories/stories.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { stage, storyBackgrounds } from '../story-look';

/** The rendition for this screen: the small one on a phone, the largest otherwise. */
function videoSource(video: MediaVideo, screenWidth: number): string | undefined {
  const sorted = [...video.sources].sort((a, b) => a.height - b.height);
  const small = screenWidth < 600;
  return (small ? sorted[0] : sorted.at(-1))?.url;
}

type Props = {
  story: Story;
  muted: boolean;
  running: boolean;
  video: RefObject<HTMLVideoElement | null>;
  /** The picture or the video can be shown: the story's clock may start. */
  onReady: () => void;
  onEnded: () => void;
};

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * What the story shows: its photo, its video (muted by default, as browsers allow autoplay only
 * without sound), or its words centred on their gradient.
 */
export function StoryMedia({ story, muted, running, video, onReady, onEnded }: Props) {
  const { t } = useTranslation('stories');
  const name = story.author.displayName;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = muted;
  }, [muted, video]);

  useEffect(() => {
    const element = video.current;
    if (!element || story.kind !== 'video') return;
    if (running) void element.play()?.catch(() => undefined);
    else element.pause();
  }, [running, video, story.kind]);

  if (story.kind === 'text')
    return (
      <Box
        sx={{
          ...fill,
          background: storyBackgrounds[story.background ?? 'blue'],
          display: 'grid',
          placeItems: 'center',
          px: 3,
        }}
      >
        <Typography
          sx={{
            color: stage.text,
            fontSize: { xs: 26, sm: 30 },
            fontWeight: 700,
            lineHeight: 1.3,
            textAlign: 'center',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {story.text}
        </Typography>
      </Box>
    );

  const media = story.media;
  if (story.kind === 'video' && media?.video)
    return (
      <Box
        component="video"
        key={story.id}
        ref={video}
        src={videoSource(media.video, window.innerWidth)}
        poster={media.video.posterUrl}
        aria-label={story.caption ?? t('viewer.videoBy', { name })}
        autoPlay
        muted
        playsInline
        preload="auto"
        onLoadedData={onReady}
        onError={onReady}
        onEnded={onEnded}
        sx={{ ...fill, objectFit: 'contain', bgcolor: stage.backdrop }}
      />
    );

  return (
    <Box
      component="img"
      key={story.id}
      src={media?.url ?? undefined}
      alt={story.caption ?? t('viewer.photoBy', { name })}
      onLoad={onReady}
      onError={onReady}
      draggable={false}
      sx={{ ...fill, objectFit: 'contain', bgcolor: stage.backdrop, userSelect: 'none' }}
    />
  );
}

/** The next story's picture or video, fetched while this one shows (nothing of it is visible). */
export function PreloadNext({ story }: { story: Story | undefined }) {
  const media = story?.media;
  if (!media) return null;
  if (media.video)
    return (
      <Box sx={{ display: 'none' }} aria-hidden>
        <img src={media.video.posterUrl} alt="" />
        <video src={videoSource(media.video, window.innerWidth)} preload="auto" muted playsInline />
      </Box>
    );
  if (!media.url) return null;
  return (
    <Box sx={{ display: 'none' }} aria-hidden>
      <img src={media.url} alt="" />
    </Box>
  );
}
