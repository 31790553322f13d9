import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { ana, ben, me } from '../testing/chat-builders';
import { systemText } from './system-text';

const names = new Map([
  [ana.id, ana.displayName],
  [ben.id, ben.displayName],
]);

function words(sender: typeof me | null, meta: Record<string, unknown>, language: 'en' | 'fr' = 'en') {
  const t = testI18n(language).fixedT('chat');
  return systemText({ sender, meta }, { t, language, me: me.id, nameOf: (id) => names.get(id) ?? null });
}

describe('messages of the product, in words', () => {
  it('names who did what, "you" for the reader', () => {
    expect(words(ana, { event: 'created', title: 'Hikers' })).toBe('Ana Silva created the group “Hikers”');
    expect(words(me, { event: 'renamed', title: 'Hikers' })).toBe('You named the group “Hikers”');
    expect(words(ana, { event: 'added', userIds: [ben.id, me.id] })).toBe(
      'Ana Silva added Ben Okafor and you',
    );
    expect(words(ben, { event: 'left', userIds: [ben.id] })).toBe('Ben Okafor left the group');
    expect(words(me, { event: 'removed', userIds: [ben.id] }, 'fr')).toBe('Vous avez retiré Ben Okafor');
  });

  it('names a private discussion and a room as such, a conversation of before as a group', () => {
    expect(words(me, { event: 'created', title: 'Board', conversationKind: 'private' })).toBe(
      'You created the discussion “Board”',
    );
    expect(words(ana, { event: 'renamed', title: 'Runners', conversationKind: 'community' }, 'fr')).toBe(
      'Ana Silva a renommé le salon « Runners »',
    );
    expect(words(ben, { event: 'left', userIds: [ben.id], conversationKind: 'community' })).toBe(
      'Ben Okafor left the room',
    );
    expect(words(ana, { event: 'created', title: 'Hikers', conversationKind: 'group' })).toBe(
      'Ana Silva created the group “Hikers”',
    );
  });

  it('says who changed or removed a group’s picture', () => {
    expect(words(ana, { event: 'pictured', conversationKind: 'group' })).toBe(
      'Ana Silva changed the picture',
    );
    expect(words(me, { event: 'unpictured' }, 'fr')).toBe('Vous avez retiré la photo');
  });

  it('counts people it cannot name, and says something for what it does not know', () => {
    expect(words(ana, { event: 'added', userIds: ['gone-1', 'gone-2'] })).toBe('Ana Silva added 2 people');
    expect(words(null, { event: 'something-new' })).toBe('Someone updated the group');
  });

  it('says who resolved a partner thread, or opened it again', () => {
    expect(words(ana, { event: 'resolved' })).toBe('Ana Silva marked the question resolved');
    expect(words(me, { event: 'reopened' }, 'fr')).toBe('Vous avez rouvert la question');
  });
});
