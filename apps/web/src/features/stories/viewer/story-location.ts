import { paths } from '@/lib/route-table/route-table';

/**
 * What a link into the viewer carries besides the story's id: whose story it is (so the viewer
 * asks for that author's sequence at once instead of the story first), and where it was opened
 * from (the member's own expired stories are only in the archive).
 */
export type StoryLocationState = { authorId?: string; from?: 'archive' };

/** The viewer's address for a story. */
export function storyHref(storyId: string): string {
  return paths.story.href({ storyId });
}

/** Reads the state a link into the viewer carried (anything else reads as none). */
export function storyLocationState(state: unknown): StoryLocationState {
  if (!state || typeof state !== 'object') return {};
  const { authorId, from } = state as Record<string, unknown>;
  return {
    authorId: typeof authorId === 'string' ? authorId : undefined,
    from: from === 'archive' ? 'archive' : undefined,
  };
}
