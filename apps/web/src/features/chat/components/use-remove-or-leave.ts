import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { useRemoveMember } from '../api/remove-member';

type Outcomes = {
  /** Someone else was removed. */
  removed?: () => void;
  /** The member left. */
  left: () => void;
  failed: (error: unknown) => void;
};

/**
 * Removing someone from a conversation, or leaving it, each asked first: who is being asked about,
 * whether leaving is, and the call once confirmed (either way the question closes).
 */
export function useRemoveOrLeave(conversationId: string, outcomes: Outcomes) {
  const me = useSession().userData?.id;
  const remove = useRemoveMember(conversationId);
  const [removing, setRemoving] = useState<PersonSummary | null>(null);
  const [leaving, setLeaving] = useState(false);

  const cancel = () => {
    setRemoving(null);
    setLeaving(false);
  };
  const run = (userId: string, left: boolean) =>
    remove.mutate(userId, {
      onSuccess: () => {
        cancel();
        if (left) outcomes.left();
        else outcomes.removed?.();
      },
      onError: (error) => {
        cancel();
        outcomes.failed(error);
      },
    });

  return {
    busy: remove.isPending,
    removing,
    askRemove: (person: PersonSummary) => setRemoving(person),
    confirmRemove: () => removing && run(removing.id, false),
    leaving,
    askLeave: () => setLeaving(true),
    confirmLeave: () => me && run(me, true),
    cancel,
  };
}

export type RemoveOrLeave = ReturnType<typeof useRemoveOrLeave>;
