import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { mediaObjectSchema } from '../media/media.schemas';
import { personSummarySchema } from '../users/users.schemas';
import {
  attachmentKinds,
  CHAT_LIMITS,
  callKinds,
  callStatuses,
  conversationKinds,
  memberRoles,
  messageKinds,
  partnerSubjects,
  partnerThreadStatuses,
  whoMayMessageOptions,
} from './chat.constants';

export const conversationKindSchema = z.enum(conversationKinds);
export const memberRoleSchema = z.enum(memberRoles);
export const messageKindSchema = z.enum(messageKinds);
export const whoMayMessageSchema = z.enum(whoMayMessageOptions);

export const conversationParamsSchema = z.object({ conversationId: z.uuid() });
export const messageParamsSchema = z.object({ messageId: z.uuid() });
export const conversationMemberParamsSchema = z.object({ conversationId: z.uuid(), userId: z.uuid() });

const messageTextSchema = textSchema
  .trim()
  .min(1, 'Write something')
  .max(CHAT_LIMITS.text, `At most ${CHAT_LIMITS.text} characters`);

/** One emoji, with its skin tone and joiners: nothing else (no letters, no digits). */
const emojiSchema = z
  .string()
  .min(1)
  .max(CHAT_LIMITS.emoji)
  .regex(
    /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\p{Regional_Indicator})+$/u,
    'One emoji',
  );

/** The message a reply quotes, as it is now (deleted: no text). */
export const quotedMessageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  sender: personSummarySchema.nullable(),
  text: z.string().nullable(),
  deleted: z.boolean(),
});

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** Its place in the conversation: 1, 2, 3… with no gap and no repeat, assigned by the server. */
  seq: z.number().int().min(1),
  /** The sender's own id for it (idempotency: sent twice, stored once). */
  clientId: z.string().nullable(),
  sender: personSummarySchema.nullable(),
  kind: messageKindSchema,
  /** Null once deleted. */
  text: z.string().nullable(),
  replyTo: quotedMessageSchema.nullable(),
  /** How many people reacted with each emoji, most first. */
  reactions: z.array(z.object({ emoji: z.string(), count: z.number().int().min(1) })),
  /** The reader's own reaction (one per person). */
  myReaction: z.string().nullable(),
  /**
   * The first link to one of our posts in its text, as the reader may see it (never a fetch of an
   * outside address): its author and the start of its text.
   */
  preview: z.object({ postId: z.uuid(), author: personSummarySchema, excerpt: z.string() }).nullable(),
  /** For `call` and `story_reply` messages: what the product attaches (duration, story). */
  meta: z.record(z.string(), z.unknown()).nullable(),
  /**
   * Its pictures, documents or voice note, in order, with links signed for the members (none once
   * deleted).
   */
  attachments: z.array(mediaObjectSchema),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  deletedAt: z.iso.datetime().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** What the list says of a last message's files: their kinds, in order. */
export const attachmentKindSchema = z.enum(attachmentKinds);

/** What the list shows of the last message. */
export const lastMessageSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  sender: personSummarySchema.nullable(),
  kind: messageKindSchema,
  text: z.string().nullable(),
  /** What a system or call message says happened (the list words it). */
  meta: z.record(z.string(), z.unknown()).nullable(),
  /** The kinds of its files (a picture, a file, a voice note), in order. */
  attachments: z.array(attachmentKindSchema),
  createdAt: z.iso.datetime(),
  deleted: z.boolean(),
});

export const partnerSubjectSchema = z.enum(partnerSubjects);
export const partnerThreadStatusSchema = z.enum(partnerThreadStatuses);

/** What a partner thread is about, and where it stands. */
export const partnerThreadInfoSchema = z.object({
  partner: personSummarySchema,
  subjectType: partnerSubjectSchema,
  subjectId: z.uuid().nullable(),
  status: partnerThreadStatusSchema,
  /** The member who opened it (the partner's staff answer them). */
  member: personSummarySchema.nullable(),
});

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  kind: conversationKindSchema,
  /** A group's or room's name; null for a direct conversation (its `peer` names it). */
  title: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** A room's description. */
  description: z.string().nullable(),
  /** The other member of a direct conversation (null for the others, or an account gone). */
  peer: personSummarySchema.nullable(),
  /** A partner thread's partner, subject and status (null for the others). */
  partnerThread: partnerThreadInfoSchema.nullable(),
  memberCount: z.number().int().min(0),
  myRole: memberRoleSchema,
  lastSeq: z.number().int().min(0),
  lastMessage: lastMessageSchema.nullable(),
  /** Messages of others after what I read. */
  unread: z.number().int().min(0),
  /** Notifications of it are off until then (null: on). */
  mutedUntil: z.iso.datetime().nullable(),
  lastActivityAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationMemberSchema = z.object({
  person: personSummarySchema,
  role: memberRoleSchema,
  joinedAt: z.iso.datetime(),
  /** Muted by a room's moderators until then: they read, they cannot write. */
  silencedUntil: z.iso.datetime().nullable(),
  /** How far they received and read; null when they keep read receipts to themselves. */
  deliveredSeq: z.number().int().min(0).nullable(),
  readSeq: z.number().int().min(0).nullable(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

export const conversationSchema = conversationSummarySchema.extend({
  /** Everyone in it; in a community room, its owner and moderators (and me). */
  members: z.array(conversationMemberSchema),
  /** May I write here (blocked, or the other person's rule, says no). */
  canWrite: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.listPage).default(CHAT_LIMITS.listPage),
  /**
   * Only conversations of this kind (the rooms' and private discussions' screens). `partner`: the
   * threads I opened as a member (those a partner's team answers come from `partnerThreads`).
   */
  kind: conversationKindSchema.optional(),
});
export const conversationsPageSchema = pageOf(conversationSummarySchema);
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;

export const openDirectBodySchema = z.object({ userId: z.uuid() }).strict();

export const createGroupBodySchema = z
  .object({
    title: textSchema
      .trim()
      .min(1, 'Name the group')
      .max(CHAT_LIMITS.groupTitle, `At most ${CHAT_LIMITS.groupTitle} characters`),
    memberIds: z
      .array(z.uuid())
      .min(1, 'Add at least one person')
      .max(CHAT_LIMITS.groupMembers - 1, `At most ${CHAT_LIMITS.groupMembers - 1} people besides you`),
  })
  .strict();
/** A new name, a new picture (an `avatar` upload, ready), or null to take the picture away. */
export const updateGroupBodySchema = z
  .object({
    title: createGroupBodySchema.shape.title.optional(),
    avatarMediaId: z.uuid().nullable().optional(),
  })
  .strict()
  .refine((body) => body.title !== undefined || body.avatarMediaId !== undefined, {
    message: 'Give a new name or a picture',
    path: ['title'],
  });
export const addMembersBodySchema = z.object({ userIds: createGroupBodySchema.shape.memberIds }).strict();

/**
 * History, in order of `seq`: the latest page without a position; `beforeSeq` for older ones;
 * `afterSeq` for what came after (a reconnection asks for what it missed).
 */
export const messagesQuerySchema = z
  .object({
    beforeSeq: z.coerce.number().int().min(1).optional(),
    afterSeq: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(CHAT_LIMITS.historyPage),
  })
  .refine((query) => query.beforeSeq === undefined || query.afterSeq === undefined, {
    message: 'Ask before or after a position, not both',
    path: ['afterSeq'],
  });
export const messagesPageSchema = z.object({
  items: z.array(messageSchema),
  /** More in the direction asked (older with `beforeSeq` or none, newer with `afterSeq`). */
  hasMore: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

const sendMessageFields = z
  .object({
    /** The sender's id for this message (a UUID made once): a resend answers the first. */
    clientId: z.uuid(),
    /** Optional when the message carries files. */
    text: messageTextSchema.optional(),
    replyToId: z.uuid().optional(),
    /**
     * Files uploaded for the chat (`chat-image`, `chat-file`, `chat-voice`), ready, by the sender,
     * not sent before; a voice note travels alone.
     */
    mediaIds: z
      .array(z.uuid())
      .max(CHAT_LIMITS.attachments, `At most ${CHAT_LIMITS.attachments} files`)
      .refine((ids) => new Set(ids).size === ids.length, 'The same file twice')
      .optional(),
  })
  .strict();
const textOrFiles = (body: { text?: string | undefined; mediaIds?: string[] | undefined }) =>
  body.text !== undefined || (body.mediaIds?.length ?? 0) > 0;
const textOrFilesIssue = { message: 'Write something or attach a file', path: ['text'] };
export const sendMessageBodySchema = sendMessageFields.refine(textOrFiles, textOrFilesIssue);
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export const editMessageBodySchema = z.object({ text: messageTextSchema }).strict();
export const reactBodySchema = z.object({ emoji: emojiSchema.nullable() }).strict();

export const readBodySchema = z.object({ seq: z.number().int().min(0) }).strict();
export const readStateSchema = z.object({
  unread: z.number().int().min(0),
  totalUnread: z.number().int().min(0),
});

export const muteBodySchema = z.object({ until: z.iso.datetime().nullable() }).strict();

export const unreadSchema = z.object({
  /** Unread messages in every conversation not muted. */
  total: z.number().int().min(0),
  /** Conversations with something unread. */
  conversations: z.number().int().min(0),
});
export type Unread = z.infer<typeof unreadSchema>;

export const chatSettingsSchema = z.object({
  whoMayMessage: whoMayMessageSchema,
  /** Others see when I am online and when I was last seen. */
  showPresence: z.boolean(),
  /** Others see how far I read (and I see how far they read). */
  readReceipts: z.boolean(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;
export const chatSettingsBodySchema = chatSettingsSchema.partial().strict();

export const presenceQuerySchema = z.object({
  userIds: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).min(1).max(100)),
});
export const presenceSchema = z.object({
  items: z.array(
    z.object({
      userId: z.uuid(),
      /** Null when they hide it. */
      online: z.boolean().nullable(),
      lastSeenAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type Presence = z.infer<typeof presenceSchema>;

// Community rooms

const roomDescriptionSchema = textSchema
  .trim()
  .max(CHAT_LIMITS.roomDescription, `At most ${CHAT_LIMITS.roomDescription} characters`);
export const createRoomBodySchema = z
  .object({ title: createGroupBodySchema.shape.title, description: roomDescriptionSchema.default('') })
  .strict();
export const roomsQuerySchema = pageQuerySchema.extend({ q: textSchema.trim().max(80).optional() });
export const roomSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int().min(0),
  joined: z.boolean(),
  lastActivityAt: z.iso.datetime(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomsPageSchema = pageOf(roomSchema);
export type RoomsPage = z.infer<typeof roomsPageSchema>;

export const setRoleBodySchema = z.object({ role: z.enum(['moderator', 'member']) }).strict();
export const silenceBodySchema = z
  .object({
    /** Until then they cannot write here; null lifts it. */
    until: z.iso.datetime().nullable(),
  })
  .strict();

// Search

export const chatSearchQuerySchema = pageQuerySchema.extend({
  q: textSchema.trim().min(2, 'Type at least 2 characters').max(100),
});
export const chatSearchHitSchema = z.object({
  message: messageSchema,
  conversation: z.object({
    id: z.uuid(),
    kind: conversationKindSchema,
    title: z.string().nullable(),
    peer: personSummarySchema.nullable(),
  }),
});
export const chatSearchPageSchema = pageOf(chatSearchHitSchema);
export type ChatSearchPage = z.infer<typeof chatSearchPageSchema>;

// Partner threads

export const openPartnerThreadBodySchema = z
  .object({
    partnerId: z.uuid(),
    subjectType: partnerSubjectSchema,
    /** The task or reward it is about (none for `general`). */
    subjectId: z.uuid().optional(),
    clientId: z.uuid(),
    text: messageTextSchema,
  })
  .strict()
  .refine((body) => (body.subjectType === 'general') === (body.subjectId === undefined), {
    message: 'Say which task or reward, or choose "general"',
    path: ['subjectId'],
  });
export const partnerThreadsQuerySchema = pageQuerySchema.extend({
  status: partnerThreadStatusSchema.default('open'),
});
export const partnerThreadStatusBodySchema = z.object({ status: partnerThreadStatusSchema }).strict();
export const supportTeamSchema = z.object({ staff: z.array(personSummarySchema) });
export type SupportTeam = z.infer<typeof supportTeamSchema>;
export const supportTeamBodySchema = z
  .object({
    userIds: z.array(z.uuid()).max(CHAT_LIMITS.supportTeam, `At most ${CHAT_LIMITS.supportTeam} people`),
  })
  .strict();

// Calls (signalling only: the media go browser to browser)

export const callKindSchema = z.enum(callKinds);
export const callSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  kind: callKindSchema,
  status: z.enum(callStatuses),
  startedBy: personSummarySchema.nullable(),
  /** Who is in it now (ongoing), or who took part (ended). */
  participants: z.array(personSummarySchema),
  startedAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
});
export type Call = z.infer<typeof callSchema>;
export const activeCallSchema = z.object({ call: callSchema.nullable() });

/** RTCIceServer as the browser takes it (ICE_SERVERS). */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const callConfigSchema = z.object({ iceServers: z.array(iceServerSchema) });
export type CallConfig = z.infer<typeof callConfigSchema>;

export const startCallEventSchema = z.object({ conversationId: z.uuid(), kind: callKindSchema });
export const callEventSchema = z.object({ callId: z.uuid() });
/** An SDP offer or answer, or an ICE candidate, for one other participant. */
export const signalDataSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(100_000) }),
  z.object({
    type: z.literal('candidate'),
    candidate: z.object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
      usernameFragment: z.string().max(200).nullable().optional(),
    }),
  }),
]);
export const signalEventSchema = z.object({ callId: z.uuid(), to: z.uuid(), data: signalDataSchema });
export const mediaStateSchema = z.object({ audio: z.boolean(), video: z.boolean(), screen: z.boolean() });
export const mediaEventSchema = callEventSchema.extend({ state: mediaStateSchema });

// Socket events (chat.gateway.ts): the same rules as the calls above.
export const sendMessageEventSchema = sendMessageFields
  .extend({ conversationId: z.uuid() })
  .refine(textOrFiles, textOrFilesIssue);
export const conversationSeqEventSchema = z.object({
  conversationId: z.uuid(),
  seq: z.number().int().min(0),
});
export const typingEventSchema = z.object({ conversationId: z.uuid() });
