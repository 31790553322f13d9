import { type ReactionType, reactionTypes } from '@betogether/contracts/posts/posts.constants';
import type { ReactionCounts } from '@betogether/contracts/posts/posts.schemas';

export type PostReactions = {
  myReaction: ReactionType | null;
  reactionCount: number;
  reactionCounts: ReactionCounts;
};

export type CommentReactions = { myReaction: ReactionType | null; reactionCount: number };

/** What a plain click on the React button does: like when nothing is chosen, otherwise take it back. */
export function clickReaction(current: ReactionType | null): ReactionType | null {
  return current === null ? 'like' : null;
}

/** A post's counts once the viewer's reaction becomes `next` (one reaction per person, changeable). */
export function applyPostReaction(state: PostReactions, next: ReactionType | null): PostReactions {
  const previous = state.myReaction;
  if (previous === next) return state;
  const counts = { ...state.reactionCounts };
  if (previous) counts[previous] = Math.max(0, counts[previous] - 1);
  if (next) counts[next] += 1;
  const delta = (next ? 1 : 0) - (previous ? 1 : 0);
  return {
    myReaction: next,
    reactionCount: Math.max(0, state.reactionCount + delta),
    reactionCounts: counts,
  };
}

export function applyCommentReaction(state: CommentReactions, next: ReactionType | null): CommentReactions {
  const previous = state.myReaction;
  if (previous === next) return state;
  const delta = (next ? 1 : 0) - (previous ? 1 : 0);
  return { myReaction: next, reactionCount: Math.max(0, state.reactionCount + delta) };
}

/** The most given reactions first (ties in the usual order), for the little icons beside the count. */
export function topReactions(counts: ReactionCounts, limit = 3): ReactionType[] {
  return reactionTypes
    .filter((type) => counts[type] > 0)
    .sort((a, b) => counts[b] - counts[a] || reactionTypes.indexOf(a) - reactionTypes.indexOf(b))
    .slice(0, limit);
}

type Entry<S> = { pending: number; latest: number; confirmed: S };
export type Settlement<S> = { ok: true; state: S } | { ok: false };

/**
 * Keeps optimistic reaction changes honest when a person clicks several times in a row: the screen
 * shows the last choice at once; a server answer is shown only if no later change is still on its
 * way; a failure goes back to the last state the server confirmed (not to a guess that failed too).
 */
export function createOptimisticTracker<S>() {
  const entries = new Map<string, Entry<S>>();
  let sequence = 0;
  return {
    /** Before changing the screen: `current` is what it shows now. */
    begin(id: string, current: S): number {
      sequence += 1;
      const entry = entries.get(id);
      if (entry) {
        entry.pending += 1;
        entry.latest = sequence;
      } else {
        entries.set(id, { pending: 1, latest: sequence, confirmed: current });
      }
      return sequence;
    },
    /** The state to show now, or null when a later change will decide. */
    settle(id: string, ticket: number, result: Settlement<S>): S | null {
      const entry = entries.get(id);
      if (!entry) return result.ok ? result.state : null;
      entry.pending -= 1;
      if (result.ok) entry.confirmed = result.state;
      const show = entry.latest === ticket ? entry.confirmed : null;
      if (entry.pending === 0) entries.delete(id);
      return show;
    },
  };
}
