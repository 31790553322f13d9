import type { MemberStories, Story, StoryTray } from '@betogether/contracts/stories/stories.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { storyKeys } from './story-keys';

type StoryPages = InfiniteData<{ items: Story[]; nextCursor: string | null }>;

/** A story changed (seen, reacted to): every cached copy of it shows the change at once. */
export function patchStory(queryClient: QueryClient, storyId: string, patch: (story: Story) => Story) {
  queryClient.setQueriesData<MemberStories>({ queryKey: storyKeys.members() }, (data) =>
    data?.stories.some((story) => story.id === storyId)
      ? { ...data, stories: data.stories.map((story) => (story.id === storyId ? patch(story) : story)) }
      : data,
  );
  queryClient.setQueryData<Story>(storyKeys.detail(storyId), (story) => (story ? patch(story) : story));
  queryClient.setQueryData<StoryPages>(storyKeys.archive(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((story) => (story.id === storyId ? patch(story) : story)),
          })),
        }
      : data,
  );
}

/** A copy of a story from any list that holds it (the viewer opens from the tray or the archive). */
export function cachedStory(queryClient: QueryClient, storyId: string): Story | undefined {
  for (const [, data] of queryClient.getQueriesData<MemberStories>({ queryKey: storyKeys.members() })) {
    const found = data?.stories.find((story) => story.id === storyId);
    if (found) return found;
  }
  const archived = queryClient
    .getQueryData<StoryPages>(storyKeys.archive())
    ?.pages.flatMap((page) => page.items)
    .find((story) => story.id === storyId);
  return archived ?? queryClient.getQueryData<Story>(storyKeys.detail(storyId));
}

/**
 * A story was seen: its ring in the tray counts one unseen story less (the tray keeps its order
 * until it is asked again, so nothing jumps under the member's eyes).
 */
export function markSeenInCache(queryClient: QueryClient, story: Story) {
  if (story.seen) return;
  patchStory(queryClient, story.id, (current) => ({ ...current, seen: true }));
  queryClient.setQueryData<StoryTray>(storyKeys.tray(), (tray) =>
    tray
      ? {
          items: tray.items.map((item) =>
            item.author.id === story.author.id
              ? { ...item, unseenCount: Math.max(0, item.unseenCount - 1) }
              : item,
          ),
        }
      : tray,
  );
}

/** A deleted story leaves every list; the tray and the archive are asked again. */
export function removeStory(queryClient: QueryClient, story: Story) {
  queryClient.setQueryData<MemberStories>(storyKeys.member(story.author.id), (data) =>
    data ? { ...data, stories: data.stories.filter((item) => item.id !== story.id) } : data,
  );
  queryClient.removeQueries({ queryKey: storyKeys.detail(story.id), exact: true });
  queryClient.setQueryData<StoryPages>(storyKeys.archive(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.id !== story.id),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: storyKeys.tray() });
  void queryClient.invalidateQueries({ queryKey: storyKeys.archive() });
}
