/** Chat ([10]): lists and limits the web shows too (zod-free: the browser keeps no schemas). */

/**
 * - `direct`: two members; `conversation/{referrer}` opens it.
 * - `group`: up to {@link CHAT_LIMITS.groupMembers} people, a name and a picture; members add others.
 * - `community`: public rooms anyone joins and leaves, with moderators.
 * - `private`: invite-only rooms: the owner invites and removes.
 * - `partner`: a member and a partner's support team, about a task or a reward.
 */
export const conversationKinds = ['direct', 'group', 'community', 'private', 'partner'] as const;
export type ConversationKind = (typeof conversationKinds)[number];

/** A member's place in a conversation: the owner of a group or room, its moderators, the others. */
export const memberRoles = ['owner', 'moderator', 'member'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** What a message is: members write `text`; the others come from the product (a call, a story reply). */
export const messageKinds = ['text', 'system', 'call', 'story_reply'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Who may start a conversation with me or add me to a group (docs/decisions.md "Chat"). */
export const whoMayMessageOptions = ['everyone', 'friends', 'nobody'] as const;
export type WhoMayMessage = (typeof whoMayMessageOptions)[number];

/** What a partner thread is about. */
export const partnerSubjects = ['task', 'reward', 'general'] as const;
export type PartnerSubject = (typeof partnerSubjects)[number];
export const partnerThreadStatuses = ['open', 'resolved'] as const;
export type PartnerThreadStatus = (typeof partnerThreadStatuses)[number];

/** Audio or video (a video call may turn its camera off; screen sharing replaces the camera). */
export const callKinds = ['audio', 'video'] as const;
export type CallKind = (typeof callKinds)[number];
/** ringing → ongoing → ended; or missed (nobody answered in time) or declined (the other said no). */
export const callStatuses = ['ringing', 'ongoing', 'ended', 'missed', 'declined'] as const;
export type CallStatus = (typeof callStatuses)[number];

export const CALL_LIMITS = {
  /** People in one call: every browser sends to every other (mesh). */
  participants: 4,
  /** How long a call rings before it is missed, in seconds. */
  ringSeconds: 30,
} as const;

/** A link to one of our posts in a message: `/social/post/<id>`, on any host (the app's own address). */
export const POST_LINK = /\/social\/post\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

export const CHAT_LIMITS = {
  /** People in a group, its creator included (the 250). */
  groupMembers: 250,
  groupTitle: 80,
  roomDescription: 300,
  /** Staff of one partner who answer its members' threads. */
  supportTeam: 20,
  /** The longest a moderator mutes someone in a room, in days. */
  silenceDays: 30,
  text: 4_000,
  /** Messages per history page. */
  historyPage: 50,
  /** Conversations per list page. */
  listPage: 30,
  /** A reaction: one emoji (with its modifiers and joiners). */
  emoji: 16,
  /** How long "is typing" shows without a new signal, in ms. */
  typingMs: 5_000,
  /** How long after sending a member may still edit a message, in minutes. */
  editMinutes: 60 * 24,
  /** Files in one message. */
  attachments: 10,
} as const;

/** A message's files as the list words them: `chat-image`, `chat-file`, `chat-voice` uploads. */
export const attachmentKinds = ['image', 'file', 'voice'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];
