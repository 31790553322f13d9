import type { Story, StoryTray } from '@betogether/contracts/stories/stories.schemas';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { prefetchMemberStories, useMemberStories } from '../api/get-member-stories';
import { useStory } from '../api/get-story';
import { useMarkStorySeen } from '../api/mark-story-seen';
import { cachedStory } from '../api/story-cache';
import { storyKeys } from '../api/story-keys';
import { nextAuthor, trayAuthorOf } from './sequence';
import { type StoryLocationState, storyHref, storyLocationState } from './story-location';
import { StoryViewer } from './story-viewer';
import { MessageCard, ViewerFrame } from './viewer-frame';

// Ids are UUIDs: anything else cannot be a story, so no request is made for it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Closing goes back where the member came from (the feed, a profile, the archive), or to the feed
 * when the viewer was the first page of the visit. Moving from story to story replaces the
 * address, so one step back always leaves the viewer.
 */
function useClose() {
  const navigate = useNavigate();
  const location = useLocation();
  // The browser router numbers its entries (`idx`, 0 for the visit's first page): a viewer that
  // replaced the first page (a new story shared from the create page opened first) has no way back.
  const index = (window.history.state as { idx?: number } | null)?.idx;
  const cameFromApp = useRef(location.key !== 'default' && index !== 0);
  return () => {
    if (cameFromApp.current) navigate(-1);
    else navigate(paths.feed.href(), { replace: true });
  };
}

/** /social/story/:storyId: the story, in its author's sequence, then the next authors of the tray. */
export function StoryViewerPage({ storyId }: { storyId: string }) {
  const { t } = useTranslation('stories');
  const close = useClose();
  const location = useLocation();
  const queryClient = useQueryClient();
  const state = storyLocationState(location.state);
  const archived = state.from === 'archive' ? cachedStory(queryClient, storyId) : undefined;
  const valid = UUID.test(storyId);

  // Whose story it is: said by the link, else known from a list at hand, else asked.
  const tray = queryClient.getQueryData<StoryTray>(storyKeys.tray());
  const knownAuthor =
    state.authorId ?? cachedStory(queryClient, storyId)?.author.id ?? trayAuthorOf(tray, storyId);
  const single = useStory(storyId, valid && !archived && !knownAuthor);
  const authorId = archived ? null : (knownAuthor ?? single.data?.author.id ?? null);
  const sequence = useMemberStories(valid ? authorId : null);

  if (!valid) return <Unavailable onClose={close} />;
  // The member's own story opened from the archive (perhaps expired): that story alone.
  if (archived) return <Sequence stories={[archived]} index={0} onClose={close} state={state} />;

  const failure = single.error ?? (sequence.data ? null : sequence.error);
  if (failure) {
    if (failure instanceof ApiError && [403, 404, 422].includes(failure.status))
      return <Unavailable onClose={close} />;
    return (
      <ViewerFrame title={t('viewer.errorTitle')} onClose={close}>
        <MessageCard onClose={close}>
          <Typography sx={{ mb: 2 }}>{problemMessage(failure, t, { ns: 'stories' })}</Typography>
          <Button
            variant="contained"
            onClick={() => void (single.isError ? single.refetch() : sequence.refetch())}
          >
            {t('actions.retry')}
          </Button>
        </MessageCard>
      </ViewerFrame>
    );
  }

  const stories = sequence.data?.stories;
  if (!stories)
    return (
      <ViewerFrame title={t('viewer.loading')} onClose={close}>
        <MessageCard onClose={close}>
          <CircularProgress aria-label={t('viewer.loading')} sx={{ color: 'common.white' }} />
        </MessageCard>
      </ViewerFrame>
    );

  const index = stories.findIndex((story) => story.id === storyId);
  // Expired, deleted or hidden since the link was made.
  if (index < 0) return <Unavailable onClose={close} />;
  return <Sequence stories={stories} index={index} onClose={close} state={state} />;
}

type SequenceProps = {
  stories: Story[];
  index: number;
  onClose: () => void;
  state: StoryLocationState;
};

/** The viewer on a sequence: each story shown is marked seen; the end goes on to the next author. */
function Sequence({ stories, index, onClose, state }: SequenceProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const markSeen = useMarkStorySeen();
  const story = stories[index] as Story;
  const sent = useRef(new Set<string>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per story shown.
  useEffect(() => {
    if (story.mine || story.seen || sent.current.has(story.id)) return;
    sent.current.add(story.id);
    markSeen.mutate(story);
  }, [story.id]);

  // The tray's next author, where the last story leads (none from the archive: it ends there).
  const after = state.from ? null : nextAuthor(queryClient.getQueryData(storyKeys.tray()), story.author.id);
  const upNext = index === stories.length - 1 ? (after?.author.id ?? null) : null;
  useEffect(() => {
    if (upNext) prefetchMemberStories(queryClient, upNext);
  }, [upNext, queryClient]);

  const show = (target: Story | { id: string; authorId: string }) => {
    const authorId = 'author' in target ? target.author.id : target.authorId;
    const next: StoryLocationState = { ...state, authorId };
    navigate(storyHref(target.id), { replace: true, state: next });
  };

  const finished = () => {
    if (after) show({ id: after.firstStoryId, authorId: after.author.id });
    else onClose();
  };

  return (
    <StoryViewer
      stories={stories}
      index={index}
      onGo={(to) => show(stories[to] as Story)}
      onFinished={finished}
      onClose={onClose}
      onDeleted={(deleted) => {
        const rest = stories.filter((item) => item.id !== deleted.id);
        const stay = rest[Math.min(index, rest.length - 1)];
        if (stay && !state.from) show(stay);
        else onClose();
      }}
    />
  );
}

/** Expired, deleted, or not for this member: said plainly, with the way back. */
function Unavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('stories');
  return (
    <ViewerFrame title={t('viewer.unavailableTitle')} onClose={onClose}>
      <MessageCard onClose={onClose}>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          {t('viewer.unavailableTitle')}
        </Typography>
        <Typography sx={{ mb: 3, opacity: 0.85 }}>{t('viewer.unavailableBody')}</Typography>
        <Button variant="contained" onClick={onClose}>
          {t('viewer.back')}
        </Button>
      </MessageCard>
    </ViewerFrame>
  );
}
