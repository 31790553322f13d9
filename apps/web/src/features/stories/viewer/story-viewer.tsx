import { STORY_PHOTO_SECONDS } from '@betogether/contracts/stories/stories.constants';
import type { Story } from '@betogether/contracts/stories/stories.schemas';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';
import { stage } from '../story-look';
import { AuthorActions } from './author-actions';
import { ProgressBars } from './progress-bars';
import { PreloadNext, StoryMedia } from './story-media';
import { StoryStickers } from './story-stickers';
import { TapZones } from './tap-zones';
import { useStoryClock } from './use-story-clock';
import { ViewerActions } from './viewer-actions';
import { cardBox, ViewerFrame } from './viewer-frame';
import { onStage, ViewerHeader } from './viewer-header';

type Props = {
  /** The author's sequence, oldest first. */
  stories: Story[];
  index: number;
  /** Another story of the sequence. */
  onGo: (index: number) => void;
  /** After the last story: the next author of the tray, or the end. */
  onFinished: () => void;
  onClose: () => void;
  onDeleted: (story: Story) => void;
};

/** Keys typed into a field are the member's words, not commands. */
function isTyping(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA)$/.test(target.tagName))
  );
}

/** A button or a link: Space and Enter press it. */
function isControl(target: EventTarget): boolean {
  return target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;
}

/** Whether the page is on screen (a story waits while the tab is hidden). */
function useVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

const sideArrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: { xs: 'none', sm: 'inline-flex' },
  bgcolor: stage.control,
  ...onStage,
} as const;

/**
 * One author's stories, one after the other, with their progress bars: a tap on the right or
 * left third (or → and ←) goes on or back, holding the story (or Space, or the pause button)
 * pauses it, a swipe down (or Escape) closes. Videos play muted until the member turns the sound on.
 */
export function StoryViewer({ stories, index, onGo, onFinished, onClose, onDeleted }: Props) {
  const { t } = useTranslation('stories');
  const story = stories[index] as Story;
  const [restarts, setRestarts] = useState(0);
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  const [pausedByMember, setPausedByMember] = useState(false);
  const [writing, setWriting] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [muted, setMuted] = useState(true);
  const visible = useVisible();
  const video = useRef<HTMLVideoElement>(null);

  const restartKey = `${story.id}:${restarts}`;
  const ready = story.kind === 'text' || readyKey === story.id;
  const paused = pausedByMember || held || writing || dialogOpen || !visible;
  // A video lasts as long as it plays; a photo or a text STORY_PHOTO_SECONDS.
  const playing = story.kind === 'video' ? (story.media?.video ?? null) : null;
  const durationMs = (playing ? playing.durationSeconds : STORY_PHOTO_SECONDS) * 1000;

  const next = () => {
    if (index < stories.length - 1) onGo(index + 1);
    else onFinished();
  };
  const previous = () => {
    if (index > 0) onGo(index - 1);
    else {
      // The first story again, from its start (a video too).
      if (video.current) video.current.currentTime = 0;
      setRestarts((count) => count + 1);
    }
  };
  const latest = useRef(next);
  latest.current = next;

  const fill = useStoryClock({
    restartKey,
    durationMs,
    running: ready && !paused,
    video: playing ? video : null,
    onEnd: () => latest.current(),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (dialogOpen || isTyping(event.target)) return;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else if (event.key === ' ' && !isControl(event.target)) {
      // Space on a focused button presses that button; elsewhere it pauses and resumes.
      event.preventDefault();
      setPausedByMember((value) => !value);
    } else return;
    event.stopPropagation();
  };

  const name = story.author.displayName;
  useEffect(() => {
    document.title = `${t('viewer.title', { name })} · BeTogether`;
  }, [t, name]);

  return (
    <ViewerFrame title={t('viewer.title', { name })} onClose={onClose} onKeyDown={onKeyDown}>
      <Box sx={cardBox}>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: { sm: 2 },
            overflow: 'hidden',
            bgcolor: stage.backdrop,
          }}
          data-testid="story-card"
        >
          <StoryMedia
            story={story}
            muted={muted}
            running={ready && !paused}
            video={video}
            onReady={() => setReadyKey(story.id)}
            onEnded={() => latest.current()}
          />
          {!ready && (
            <CircularProgress
              aria-label={t('viewer.loading')}
              sx={{ position: 'absolute', top: '50%', left: '50%', m: '-20px', color: stage.text }}
            />
          )}
          <TapZones onNext={next} onPrevious={previous} onHold={setHeld} onSwipeDown={onClose} />
          <Box
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2, background: stage.scrimTop }}
          >
            <ProgressBars count={stories.length} current={index} fill={fill} />
            <ViewerHeader
              story={story}
              paused={pausedByMember}
              onTogglePause={() => setPausedByMember((value) => !value)}
              muted={muted}
              onToggleMute={() => setMuted((value) => !value)}
              onClose={onClose}
            />
          </Box>
          <Box
            sx={{
              position: 'absolute',
              bottom: 0,
              left: 0,
              right: 0,
              zIndex: 2,
              background: stage.scrimBottom,
            }}
          >
            <StoryStickers caption={story.caption} link={story.link} />
            {story.mine ? (
              <AuthorActions key={story.id} story={story} onDialog={setDialogOpen} onDeleted={onDeleted} />
            ) : (
              <ViewerActions key={story.id} story={story} onWriting={setWriting} />
            )}
          </Box>
          <Box aria-live="polite" sx={visuallyHidden}>
            {t('viewer.position', { index: index + 1, total: stories.length, name })}
            {pausedByMember ? ` ${t('viewer.paused')}` : ''}
          </Box>
        </Box>
        {/* The same as the card's left and right thirds (which screen readers and the keyboard
            use): arrows for the mouse on a wide screen. */}
        <IconButton onClick={previous} aria-hidden tabIndex={-1} sx={{ ...sideArrow, left: -60 }}>
          <ChevronLeft fontSize="large" />
        </IconButton>
        <IconButton onClick={next} aria-hidden tabIndex={-1} sx={{ ...sideArrow, right: -60 }}>
          <ChevronRight fontSize="large" />
        </IconButton>
        <PreloadNext story={stories[index + 1]} />
      </Box>
    </ViewerFrame>
  );
}
