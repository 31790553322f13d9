import '../friends/friends.events';
import '../kyc/kyc.events';
import '../moderation/moderation.events';
import '../posts/comments.events';
import '../posts/posts.events';
import '../posts/reactions.events';
import '../shorts/shorts.events';
import '../stories/stories.events';
import '../tasks/tasks.events';
import '../wallet/wallet.events';
import '../withdrawals/withdrawals.events';
import type { EventBus } from '../../platform/events/event-bus';
import type { NotificationsService, NotifyInput } from './notifications.service';

type Line = Omit<NotifyInput, 'recipientId' | 'actorId'>;

const post = (id: string) => ({ type: 'post', id });
const story = (id: string) => ({ type: 'story', id });
const short = (id: string) => ({ type: 'short', id });

/** What a line quotes of a reply or a comment: its first 120 characters (whole emoji, never half). */
const EXCERPT_CHARS = 120;
const excerptOf = (text: string) => Array.from(text).slice(0, EXCERPT_CHARS).join('');

/**
 * Each kind of line: its subject, what the bell shows, and its group. Group keys are stored with
 * the lines: changing one splits the unread groups already open under the old key.
 */
const lines = {
  // About the actor, one line each (`notify`'s defaults: subject the actor, group `<type>:<actor>`).
  friendRequest: { type: 'friend_request' } satisfies Line,
  friendAccept: { type: 'friend_accept' } satisfies Line,
  // Every reaction to one post is one line, and so are its shares and its comments.
  reaction: (postId: string): Line => ({
    type: 'reaction',
    subject: post(postId),
    payload: { postId },
    groupKey: `reaction:post:${postId}`,
  }),
  share: (postId: string): Line => ({
    type: 'share',
    subject: post(postId),
    payload: { postId },
    groupKey: `share:post:${postId}`,
  }),
  comment: (postId: string, commentId: string, parentCommentId: string | null): Line => ({
    type: 'comment',
    subject: post(postId),
    payload: { postId, commentId, parentCommentId },
    groupKey: `comment:post:${postId}`,
  }),
  // Replies group by the comment they answer ("Ana and 2 others replied to your comment").
  reply: (postId: string, parentId: string): Line => ({
    type: 'reply',
    subject: post(postId),
    payload: { postId, commentId: parentId, parentCommentId: null },
    groupKey: `reply:comment:${parentId}`,
  }),
  // A mention stays on its own line per post and author, in the post or in its comments.
  // Moderation: one line per case and recipient, about the case (it outlives removed content).
  moderation: (
    type: 'report_outcome' | 'moderation',
    event: { caseId: string; kind: string; action: string; suspendedUntil: string | null },
  ): Line => ({
    type,
    subject: { type: 'moderation-case', id: event.caseId },
    payload: { moderation: { kind: event.kind, action: event.action, suspendedUntil: event.suspendedUntil } },
    groupKey: `${type}:case:${event.caseId}`,
  }),
  mention: (postId: string, authorId: string, comment?: { id: string; parentId: string | null }): Line => ({
    type: 'mention',
    subject: post(postId),
    payload: comment ? { postId, commentId: comment.id, parentCommentId: comment.parentId } : { postId },
    groupKey: `mention:post:${postId}:${authorId}`,
  }),
  shortMention: (shortId: string, authorId: string): Line => ({
    type: 'mention',
    subject: short(shortId),
    payload: { shortId },
    groupKey: `mention:short:${shortId}:${authorId}`,
  }),
  // Every reaction to one story is one line ("Ana and 2 others reacted"), showing the latest emoji.
  storyReaction: (storyId: string, emoji: string): Line => ({
    type: 'story_reaction',
    subject: story(storyId),
    payload: { storyId, excerpt: emoji },
    groupKey: `story_reaction:story:${storyId}`,
  }),
  // A reply is a message: one line per story and replier, quoting their latest reply.
  storyReply: (storyId: string, replierId: string, text: string): Line => ({
    type: 'story_reply',
    subject: story(storyId),
    payload: { storyId, excerpt: excerptOf(text) },
    groupKey: `story_reply:story:${storyId}:${replierId}`,
  }),
  // Likes of one short are one line, and so are its comments (quoting the latest), as for posts.
  shortLike: (shortId: string): Line => ({
    type: 'short_like',
    subject: short(shortId),
    payload: { shortId },
    groupKey: `short_like:short:${shortId}`,
  }),
  shortComment: (shortId: string, body: string): Line => ({
    type: 'short_comment',
    subject: short(shortId),
    payload: { shortId, excerpt: excerptOf(body) },
    groupKey: `short_comment:short:${shortId}`,
  }),
};

/**
 * What each domain event means for the bell. Lines are written after the action commits (a
 * rolled-back action notifies nobody; a failure is logged and the action stands, see `notify`).
 * The lines about a deleted post or comment go in the deletion's own transaction, as the foreign
 * keys' cascade did before notifications named their subject.
 */
export function subscribeBellToDomain(
  events: Pick<EventBus, 'afterCommit' | 'inTransaction'>,
  service: Pick<NotificationsService, 'notify' | 'withdraw' | 'forget' | 'forgetBetween'>,
) {
  const to = (recipientId: string, actorId: string, line: Line): NotifyInput => ({
    ...line,
    recipientId,
    actorId,
  });

  events.afterCommit('friends.request-sent', (event) =>
    service.notify(to(event.receiverId, event.senderId, lines.friendRequest)),
  );
  events.afterCommit('friends.request-removed', (event) =>
    service.withdraw(to(event.receiverId, event.senderId, lines.friendRequest)),
  );
  events.afterCommit('friends.request-accepted', async (event) => {
    // The request it pointed to is gone: its line goes too.
    await service.withdraw(to(event.receiverId, event.senderId, lines.friendRequest));
    await service.notify(to(event.senderId, event.receiverId, lines.friendAccept));
  });

  // An admin's coin correction: one line per transaction, with the coins and the reason.
  events.afterCommit('wallet.admin-corrected', (event) =>
    service.notify(
      to(event.memberId, event.actorId, {
        type: 'coins_adjusted',
        subject: { type: 'transaction', id: event.transactionId },
        payload: { coins: { amount: event.coins, reason: event.reason } },
        groupKey: `coins_adjusted:${event.transactionId}`,
      }),
    ),
  );
  // Someone joined through the member's invitation (they are now friends).
  events.afterCommit('friends.invitation-accepted', (event) =>
    service.notify(to(event.inviterId, event.newMemberId, { type: 'invite_joined' })),
  );

  // A block: neither shows up in the other's bell any more (docs/decisions.md, Hardening).
  events.inTransaction('friends.blocked', (event, tx) =>
    service.forgetBetween(tx, event.blockerId, event.blockedId),
  );

  // The reporters hear the outcome; the author hears of content removed, a warning or a suspension.
  events.afterCommit('moderation.case-resolved', async (event) => {
    for (const reporterId of event.reporterIds)
      await service.notify(to(reporterId, event.moderatorId, lines.moderation('report_outcome', event)));
    if (event.action !== 'dismiss')
      await service.notify(to(event.authorId, event.moderatorId, lines.moderation('moderation', event)));
  });

  events.afterCommit('reactions.added', (event) =>
    service.notify(to(event.postAuthorId, event.reactorId, lines.reaction(event.postId))),
  );
  events.afterCommit('reactions.removed', (event) =>
    service.withdraw(to(event.postAuthorId, event.reactorId, lines.reaction(event.postId))),
  );

  events.afterCommit('posts.mentioned', async (event) => {
    for (const recipientId of event.mentionedIds)
      await service.notify(to(recipientId, event.authorId, lines.mention(event.postId, event.authorId)));
  });
  events.afterCommit('posts.shared', (event) =>
    service.notify(to(event.sharedPostAuthorId, event.sharerId, lines.share(event.sharedPostId))),
  );
  events.inTransaction('posts.deleted', (event, tx) => service.forget(tx, post(event.postId)));
  events.afterCommit('posts.deleted', async (event) => {
    if (event.sharedPost)
      await service.withdraw(to(event.sharedPost.authorId, event.authorId, lines.share(event.sharedPost.id)));
  });

  events.afterCommit('comments.created', async (event) => {
    const { postId, commentId, parent } = event;
    if (parent) await service.notify(to(parent.authorId, event.authorId, lines.reply(postId, parent.id)));
    // The post's author who is also the parent's author hears of it once, as a reply.
    if (!parent || parent.authorId !== event.postAuthorId)
      await service.notify(
        to(event.postAuthorId, event.authorId, lines.comment(postId, commentId, parent?.id ?? null)),
      );
    for (const recipientId of event.mentionedIds)
      await service.notify(
        to(
          recipientId,
          event.authorId,
          lines.mention(postId, event.authorId, { id: commentId, parentId: parent?.id ?? null }),
        ),
      );
  });
  // The replies went with a top-level comment: the lines naming them as their parent go too.
  events.inTransaction('comments.deleted', (event, tx) =>
    service.forget(tx, post(event.postId), { keys: ['commentId', 'parentCommentId'], id: event.commentId }),
  );

  events.afterCommit('stories.reacted', (event) =>
    service.notify(to(event.authorId, event.viewerId, lines.storyReaction(event.storyId, event.emoji))),
  );
  events.afterCommit('stories.replied', (event) =>
    service.notify(
      to(event.authorId, event.viewerId, lines.storyReply(event.storyId, event.viewerId, event.text)),
    ),
  );
  events.inTransaction('stories.deleted', (event, tx) => service.forget(tx, story(event.storyId)));

  events.afterCommit('shorts.liked', (event) =>
    service.notify(to(event.authorId, event.likerId, lines.shortLike(event.shortId))),
  );
  events.afterCommit('shorts.unliked', (event) =>
    service.withdraw(to(event.authorId, event.likerId, lines.shortLike(event.shortId))),
  );
  events.inTransaction('shorts.deleted', (event, tx) => service.forget(tx, short(event.shortId)));
  events.afterCommit('shorts.commented', (event) =>
    service.notify(to(event.authorId, event.commenterId, lines.shortComment(event.shortId, event.body))),
  );
  // Tasks: the member hears what they earned or why a proof was refused; the partner, the review.
  events.afterCommit('tasks.rewarded', (event) =>
    service.notify(
      to(event.memberId, event.partnerId, {
        type: 'task_reward',
        subject: { type: 'task', id: event.taskId },
        payload: { task: { id: event.taskId, title: event.title, coins: event.coins } },
        groupKey: `task_reward:${event.attemptId}`,
      }),
    ),
  );
  events.afterCommit('tasks.proof-refused', (event) =>
    service.notify(
      to(event.memberId, event.reviewerId, {
        type: 'task_proof_refused',
        subject: { type: 'task', id: event.taskId },
        payload: { task: { id: event.taskId, title: event.title, reason: event.reason } },
        groupKey: `task_proof_refused:${event.attemptId}`,
      }),
    ),
  );
  events.afterCommit('tasks.reviewed', (event) =>
    service.notify(
      to(event.partnerId, event.adminId, {
        type: 'task_reviewed',
        subject: { type: 'task', id: event.taskId },
        payload: {
          task: { id: event.taskId, title: event.title, approved: event.approved, reason: event.reason },
        },
        groupKey: `task_reviewed:${event.taskId}`,
      }),
    ),
  );
  // Identity checks: the member hears each decision, and when approved documents expire.
  events.afterCommit('kyc.decided', (event) =>
    service.notify(
      to(event.memberId, event.actorId, {
        type: 'kyc_status',
        subject: { type: 'kyc-request', id: event.requestId },
        payload: { kyc: { status: event.status, reason: event.reason, fields: event.fields } },
        groupKey: `kyc_status:${event.requestId}`,
      }),
    ),
  );
  // Withdrawals: the member hears finance's steps (their own cancellation needs no line).
  events.afterCommit('withdrawals.changed', (event) =>
    service.notify(
      to(event.memberId, event.actorId, {
        type: 'withdrawal',
        subject: { type: 'withdrawal', id: event.withdrawalId },
        payload: {
          withdrawal: {
            id: event.withdrawalId,
            number: event.number,
            coins: event.coins,
            status: event.status,
            reason: event.reason,
          },
        },
        groupKey: `withdrawal:${event.withdrawalId}`,
      }),
    ),
  );
  events.afterCommit('shorts.published', async (event) => {
    for (const recipientId of event.mentionIds)
      await service.notify(
        to(recipientId, event.authorId, lines.shortMention(event.shortId, event.authorId)),
      );
  });
}
