import type { ReactionCounts } from '@betogether/contracts/posts/posts.schemas';
import { describe, expect, it } from 'vitest';
import {
  applyCommentReaction,
  applyPostReaction,
  clickReaction,
  createOptimisticTracker,
  type PostReactions,
  topReactions,
} from './reaction-state';

const zero: ReactionCounts = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 };
const state = (counts: Partial<ReactionCounts>, mine: PostReactions['myReaction'] = null): PostReactions => {
  const reactionCounts = { ...zero, ...counts };
  const reactionCount = Object.values(reactionCounts).reduce((a, b) => a + b, 0);
  return { myReaction: mine, reactionCount, reactionCounts };
};

describe('clickReaction', () => {
  it('likes when nothing is chosen and takes back any reaction otherwise', () => {
    expect(clickReaction(null)).toBe('like');
    expect(clickReaction('like')).toBeNull();
    expect(clickReaction('angry')).toBeNull();
  });
});

describe('applyPostReaction', () => {
  it('adds a first reaction', () => {
    expect(applyPostReaction(state({ love: 2 }), 'like')).toEqual(state({ love: 2, like: 1 }, 'like'));
  });

  it('moves a changed reaction from one type to the other without changing the total', () => {
    const next = applyPostReaction(state({ like: 3, love: 1 }, 'like'), 'love');
    expect(next).toEqual(state({ like: 2, love: 2 }, 'love'));
    expect(next.reactionCount).toBe(4);
  });

  it('removes a reaction', () => {
    expect(applyPostReaction(state({ haha: 1, wow: 1 }, 'haha'), null)).toEqual(state({ wow: 1 }, null));
  });

  it('changes nothing when the choice is the same, and never goes below zero', () => {
    const same = state({ sad: 1 }, 'sad');
    expect(applyPostReaction(same, 'sad')).toBe(same);
    const inconsistent = { myReaction: 'like' as const, reactionCount: 0, reactionCounts: zero };
    expect(applyPostReaction(inconsistent, null)).toEqual({
      myReaction: null,
      reactionCount: 0,
      reactionCounts: zero,
    });
  });
});

describe('applyCommentReaction', () => {
  it('counts one reaction per person', () => {
    expect(applyCommentReaction({ myReaction: null, reactionCount: 4 }, 'wow')).toEqual({
      myReaction: 'wow',
      reactionCount: 5,
    });
    expect(applyCommentReaction({ myReaction: 'wow', reactionCount: 5 }, 'love')).toEqual({
      myReaction: 'love',
      reactionCount: 5,
    });
    expect(applyCommentReaction({ myReaction: 'love', reactionCount: 5 }, null)).toEqual({
      myReaction: null,
      reactionCount: 4,
    });
  });
});

describe('topReactions', () => {
  it('lists the most given first, ties in the usual order, at most three', () => {
    expect(topReactions({ ...zero, angry: 2, love: 5, haha: 2, like: 1 })).toEqual(['love', 'haha', 'angry']);
    expect(topReactions(zero)).toEqual([]);
  });
});

describe('createOptimisticTracker', () => {
  const liked = state({ like: 1 }, 'like');
  const none = state({});

  it('shows the server answer of a single change', () => {
    const tracker = createOptimisticTracker<PostReactions>();
    const ticket = tracker.begin('p', none);
    const server = state({ like: 2 }, 'like');
    expect(tracker.settle('p', ticket, { ok: true, state: server })).toEqual(server);
  });

  it('rolls a failed change back to the state before it', () => {
    const tracker = createOptimisticTracker<PostReactions>();
    const ticket = tracker.begin('p', none);
    expect(tracker.settle('p', ticket, { ok: false })).toEqual(none);
  });

  it('ignores an earlier answer while a later change is on its way', () => {
    const tracker = createOptimisticTracker<PostReactions>();
    const first = tracker.begin('p', none);
    const second = tracker.begin('p', liked);
    expect(tracker.settle('p', first, { ok: true, state: liked })).toBeNull();
    expect(tracker.settle('p', second, { ok: true, state: none })).toEqual(none);
  });

  it('after two failures goes back to the last confirmed state, not to the failed guess', () => {
    const tracker = createOptimisticTracker<PostReactions>();
    const first = tracker.begin('p', none);
    const second = tracker.begin('p', liked);
    expect(tracker.settle('p', first, { ok: false })).toBeNull();
    expect(tracker.settle('p', second, { ok: false })).toEqual(none);
  });

  it('when the last change fails, shows what the server confirmed for the earlier one', () => {
    const tracker = createOptimisticTracker<PostReactions>();
    const first = tracker.begin('p', none);
    const second = tracker.begin('p', liked);
    const confirmed = state({ like: 3 }, 'like');
    expect(tracker.settle('p', first, { ok: true, state: confirmed })).toBeNull();
    expect(tracker.settle('p', second, { ok: false })).toEqual(confirmed);
  });

  it('keeps posts apart and starts afresh once nothing is pending', () => {
    const tracker = createOptimisticTracker<PostReactions>();
    const a = tracker.begin('a', none);
    const b = tracker.begin('b', liked);
    expect(tracker.settle('b', b, { ok: false })).toEqual(liked);
    expect(tracker.settle('a', a, { ok: false })).toEqual(none);
    const again = tracker.begin('a', liked);
    expect(tracker.settle('a', again, { ok: false })).toEqual(liked);
  });
});
