import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useNotify } from '@/ui/snackbar';
import { useRemoveMember } from '../api/remove-member';
import { useSetMemberRole } from '../api/set-member-role';
import { useSilenceMember } from '../api/silence-member';
import type { ModerationChoice } from './moderation-menu';
import { roomProblem } from './room-problem';

/** "5 Mar 2026, 14:30" in the member's language. */
function untilText(until: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(until),
  );
}

/**
 * What a room's owner and moderators do to someone, each confirmed by a snackbar: a role, a mute
 * (remembered here to show "muted until…" at once; the server lists the members muted now), a removal asked
 * first (`dialogs`).
 */
export function useModeration(conversationId: string) {
  const { t, i18n } = useTranslation('chat-rooms');
  const notify = useNotify();
  const setRole = useSetMemberRole(conversationId);
  const silence = useSilenceMember(conversationId);
  const remove = useRemoveMember(conversationId);
  const [muted, setMuted] = useState<Record<string, string | null>>({});
  const [removing, setRemoving] = useState<PersonSummary | null>(null);
  const failed = (error: unknown) => notify(roomProblem(error, t), 'error');

  const act = (person: PersonSummary, choice: ModerationChoice) => {
    const name = person.displayName;
    if (choice.kind === 'role')
      setRole.mutate(
        { userId: person.id, role: choice.role },
        {
          onSuccess: () =>
            notify(
              t(choice.role === 'moderator' ? 'moderation.madeModerator' : 'moderation.madeMember', { name }),
            ),
          onError: failed,
        },
      );
    else if (choice.kind === 'silence')
      silence.mutate(
        { userId: person.id, until: choice.until },
        {
          onSuccess: () => {
            setMuted((current) => ({ ...current, [person.id]: choice.until }));
            notify(
              choice.until
                ? t('moderation.muted', { name, date: untilText(choice.until, i18n.language) })
                : t('moderation.lifted', { name }),
            );
          },
          onError: failed,
        },
      );
    else setRemoving(person);
  };

  /** "Muted until …": what was done here, else what the server says (`serverUntil`). */
  const noteOf = (userId: string, serverUntil: string | null = null) => {
    const until = userId in muted ? muted[userId] : serverUntil;
    return until ? t('moderation.mutedUntil', { date: untilText(until, i18n.language) }) : null;
  };

  const dialogs = (
    <ConfirmDialog
      open={removing !== null}
      title={t('moderation.removeTitle', { name: removing?.displayName ?? '' })}
      body={t('moderation.removeBody')}
      confirmLabel={t('moderation.removeConfirm')}
      cancelLabel={t('actions.cancel')}
      busy={remove.isPending}
      onConfirm={() =>
        removing &&
        remove.mutate(removing.id, {
          onSuccess: () => {
            notify(t('moderation.removed', { name: removing.displayName }));
            setRemoving(null);
          },
          onError: (error) => {
            setRemoving(null);
            failed(error);
          },
        })
      }
      onClose={() => setRemoving(null)}
    />
  );

  return { act, noteOf, dialogs };
}
