import { CHAT_LIMITS } from '@betogether/contracts/chat/chat.constants';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { useSyncExternalStore } from 'react';

type Typist = { person: PersonSummary; until: number };

const typists = new Map<string, Map<string, Typist>>();
const snapshots = new Map<string, PersonSummary[]>();
const listeners = new Set<() => void>();
const none: PersonSummary[] = [];

function changed(conversationId: string) {
  const now = Date.now();
  const live = [...(typists.get(conversationId)?.values() ?? [])].filter((typist) => typist.until > now);
  snapshots.set(
    conversationId,
    live.map((typist) => typist.person),
  );
  for (const listener of listeners) listener();
}

/**
 * Who is writing in each conversation: each `chat:typing` shows its writer for
 * CHAT_LIMITS.typingMs, a repeat keeps them on, their message takes them off at once.
 */
export const typingStore = {
  heard(conversationId: string, person: PersonSummary) {
    let people = typists.get(conversationId);
    if (!people) {
      people = new Map();
      typists.set(conversationId, people);
    }
    people.set(person.id, { person, until: Date.now() + CHAT_LIMITS.typingMs });
    changed(conversationId);
    setTimeout(() => changed(conversationId), CHAT_LIMITS.typingMs + 50);
  },

  stopped(conversationId: string, userId: string) {
    if (typists.get(conversationId)?.delete(userId)) changed(conversationId);
  },

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The people writing in this conversation now. */
export function useTypists(conversationId: string): PersonSummary[] {
  return useSyncExternalStore(typingStore.subscribe, () => snapshots.get(conversationId) ?? none);
}
