import type { ModerationAction, ReportKind } from '@betogether/contracts/moderation/moderation.constants';

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /**
     * A moderator removed a post, a comment or a chat message: the posts module (a post, a
     * comment) or the chat (a message) deletes it in this transaction, as its author deleting it would.
     */
    'moderation.content-removed': {
      kind: 'post' | 'comment' | 'message';
      subjectId: string;
      authorId: string;
    };
    /** A member is suspended until `until`: sign-in is refused and the auth module ends their sessions. */
    'moderation.member-suspended': { userId: string; until: string };
    /**
     * A case was resolved: its reporters hear the outcome, and the author of removed content or a
     * warned or suspended member hears of the decision (`note`, the moderator's words to them).
     */
    'moderation.case-resolved': {
      caseId: string;
      kind: ReportKind;
      subjectId: string;
      authorId: string;
      action: ModerationAction;
      moderatorId: string;
      reporterIds: string[];
      note: string;
      suspendedUntil: string | null;
    };
  }
}
