import type { Message } from '@betogether/contracts/chat/chat.schemas';
import { dayKey } from '../components/chat-time';

/** Messages by one sender closer than this make one run: the name once above, the time once below. */
const RUN_GAP_MS = 5 * 60_000;

export type ThreadEntry =
  | { kind: 'day'; key: string; at: string }
  | { kind: 'message'; key: string; message: Message; first: boolean; last: boolean };

function sameRun(a: Message | undefined, b: Message | undefined): boolean {
  if (!a || !b || a.kind === 'system' || b.kind === 'system') return false;
  return (
    a.sender?.id === b.sender?.id &&
    dayKey(a.createdAt) === dayKey(b.createdAt) &&
    Date.parse(b.createdAt) - Date.parse(a.createdAt) < RUN_GAP_MS
  );
}

/** The thread as it shows: a separator before each new day, each message marked first or last of its run. */
export function threadEntries(messages: readonly Message[]): ThreadEntry[] {
  const entries: ThreadEntry[] = [];
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    const day = dayKey(message.createdAt);
    if (!previous || dayKey(previous.createdAt) !== day)
      entries.push({ kind: 'day', key: `day-${day}`, at: message.createdAt });
    entries.push({
      kind: 'message',
      key: message.id,
      message,
      first: !sameRun(previous, message),
      last: !sameRun(message, messages[index + 1]),
    });
  });
  return entries;
}
