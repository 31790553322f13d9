import { describe, expect, it } from 'vitest';
import { message, messages } from '../testing/chat-builders';
import { applyUpdate, contiguousEnd, mergeMessages, withMyReaction } from './thread-merge';

describe('merging history', () => {
  it('keeps one copy of each message, in order of seq, whatever order pages and live messages come in', () => {
    const merged = mergeMessages([message(3), message(5)], [message(4), message(3), message(1)]);
    expect(merged.map((item) => item.seq)).toEqual([1, 3, 4, 5]);
  });

  it('never lets an older copy undo a deletion or a later edit', () => {
    const deleted = message(2, { text: null, deletedAt: '2026-03-01T11:00:00.000Z' });
    expect(mergeMessages([deleted], [message(2)])[0]).toBe(deleted);
    const later = message(2, { text: 'v3', editedAt: '2026-03-01T11:00:00.000Z' });
    const earlier = message(2, { text: 'v2', editedAt: '2026-03-01T10:30:00.000Z' });
    expect(mergeMessages([later], [earlier])[0]?.text).toBe('v3');
    expect(mergeMessages([earlier], [later])[0]?.text).toBe('v3');
  });

  it('finds the end of the run without a hole (what to ask after)', () => {
    expect(contiguousEnd([])).toBe(0);
    expect(contiguousEnd(messages(1, 4))).toBe(4);
    expect(contiguousEnd([...messages(11, 13), message(15)])).toBe(13);
  });
});

describe('reactions', () => {
  it('moves the counts with the reader’s one reaction, most first', () => {
    const start = message(1, { reactions: [{ emoji: '👍', count: 2 }], myReaction: null });
    const loved = withMyReaction(start, '❤️');
    expect(loved.reactions).toEqual([
      { emoji: '👍', count: 2 },
      { emoji: '❤️', count: 1 },
    ]);
    const switched = withMyReaction(loved, '👍');
    expect(switched).toMatchObject({ myReaction: '👍', reactions: [{ emoji: '👍', count: 3 }] });
    expect(withMyReaction(switched, null).reactions).toEqual([{ emoji: '👍', count: 2 }]);
  });

  it('keeps the reader’s reaction through someone else’s change, takes their own from another tab', () => {
    const known = message(1, { myReaction: '👍' });
    const { myReaction: _mine, ...shared } = message(1, { reactions: [{ emoji: '👍', count: 2 }] });
    expect(applyUpdate(known, shared, { userId: 'someone', emoji: '😂' }, 'me').myReaction).toBe('👍');
    expect(applyUpdate(known, shared, { userId: 'me', emoji: null }, 'me').myReaction).toBeNull();
    expect(
      applyUpdate(known, { ...shared, deletedAt: '2026-03-01T12:00:00.000Z' }, null, 'me').myReaction,
    ).toBeNull();
  });
});
