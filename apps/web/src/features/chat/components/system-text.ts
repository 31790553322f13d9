import type { Message } from '@betogether/contracts/chat/chat.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { intlOnce } from '@/lib/intl-cache';
import type { TFunction } from '@/lib/translator';

type SystemMessage = Pick<Message, 'sender' | 'meta'>;

type Words = {
  t: TFunction;
  language: string;
  /** The reader's id: their own actions read "You …". */
  me: string | undefined;
  /** A member's name by id, when the conversation's members are known (null otherwise). */
  nameOf?: (userId: string) => string | null;
};

// `resolved` and `reopened`: a partner thread's status changed (chat.service.ts partnerThreadStatus).
// `pictured` and `unpictured`: a group's or room's picture set or taken away.
const events = [
  'created',
  'renamed',
  'added',
  'left',
  'removed',
  'resolved',
  'reopened',
  'pictured',
  'unpictured',
] as const;
type Event = (typeof events)[number];

/** Key suffixes of the events that name the conversation, by its kind (a group: none). */
const kindWords: Record<string, string> = { private: 'Discussion', community: 'Room' };

function listOf(names: string[], language: string): string {
  return intlOnce('chat-list', language, () => new Intl.ListFormat(language, { type: 'conjunction' })).format(
    names,
  );
}

/**
 * A message of the product in words ("Ana added Ben and Carl", "You named the group “Hikers”"),
 * from its `meta` (chat.service.ts writes `event`, `title`, `userIds`). Names of people no longer in
 * the conversation are not known: they are counted instead.
 */
export function systemText(message: SystemMessage, { t, language, me, nameOf }: Words): string {
  const meta = message.meta ?? {};
  const event = events.find((known) => known === meta.event) as Event | undefined;
  const sender: PersonSummary | null = message.sender;
  const mine = sender !== null && sender.id === me;
  const actor = sender?.displayName ?? t('system.someone');
  if (!event) return t(mine ? 'system.otherYou' : 'system.other', { actor });
  const title = typeof meta.title === 'string' ? meta.title : '';
  const ids = Array.isArray(meta.userIds) ? meta.userIds.filter((id) => typeof id === 'string') : [];
  const names = ids.map((id) => (id === me ? t('system.you') : (nameOf?.(id) ?? null)));
  const known = names.every((name) => name !== null);
  const people = known ? listOf(names as string[], language) : '';
  // "the group", "the discussion" or "the room" (written by the server since rooms exist; a group before).
  const of =
    event === 'created' || event === 'renamed' || event === 'left'
      ? (kindWords[String(meta.conversationKind)] ?? '')
      : '';
  const key = `system.${event}${of}${mine ? 'You' : ''}${!known && (event === 'added' || event === 'removed') ? 'Some' : ''}`;
  return t(key, { actor, title, people, count: ids.length });
}
