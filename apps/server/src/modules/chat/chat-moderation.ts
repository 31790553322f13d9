import { afterCommit } from '../../db/after-commit';
import type { Platform } from '../../platform/platform';
import '../moderation/moderation.events';
import * as repo from './chat.repository';
import { toMessage } from './chat-shapes';

/** A reader who is nobody: the message as every member receives it, without anyone's own reaction. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * A moderator's "remove" of a reported message ([10]) deletes it in the decision's own transaction
 * as its author deleting it would: it stays as "deleted" (no text), and every member's tabs hear
 * the change. The moderation case keeps what it showed.
 */
export function subscribeChatToModeration({
  events,
  realtime,
  clock,
}: Pick<Platform, 'events' | 'realtime' | 'clock'>) {
  events.inTransaction('moderation.content-removed', async (event, tx) => {
    if (event.kind !== 'message') return;
    const row = await repo.findMessage(tx, event.subjectId);
    if (!row || row.deletedAt) return;
    // Its author and the others read "removed by the moderators", not "you deleted this message".
    await repo.updateMessage(tx, row.id, {
      deletedAt: clock.now(),
      text: null,
      meta: { ...(row.meta ?? {}), removedBy: 'moderators' },
    });
    const [view] = await repo.messageRows(tx, repo.messageIdIs(row.id), 'asc', 1, NOBODY);
    if (!view) return;
    const { myReaction: _nobodys, ...message } = toMessage(view);
    const memberIds = await repo.memberIds(tx, row.conversationId);
    await afterCommit(tx, () =>
      realtime.emitToUsers(memberIds, 'chat:message-updated', { message, reaction: null }),
    );
  });
}
