import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type { Conversation, ConversationSummary, Message } from '@betogether/contracts/chat/chat.schemas';
import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import type { TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import type { Language } from '@betogether/contracts/users/users.constants';
import type { User } from '@betogether/contracts/users/users.schemas';
import { member, page, person, uuid } from '@/testing/builders';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { forgetServerEvents } from '@/testing/fake-realtime';
import { renderScreen } from '@/testing/render-screen';
import { PartnerChatPage } from '../partner/partner-chat-page';
import { chatMember, me, message, profileOf } from './chat-builders';

/** Acme Outdoor, a partner the member writes to; Dana, a member who asks Acme (the queue's side). */
export const acme = person(40, { displayName: 'Acme Outdoor', username: 'acme_outdoor' });
export const dana = person(41, { displayName: 'Dana Reyes', username: 'dana_r' });

export const THREAD_ID = uuid(801);
export const QUEUE_THREAD_ID = uuid(802);
export const TASK_ID = uuid(901);
export const ATTEMPT_ID = uuid(902);

type Info = NonNullable<ConversationSummary['partnerThread']>;

/**
 * A partner thread as a list shows it: the member's question to Acme about a task, open, with one
 * message (the question) unless told.
 */
export function partnerSummary(
  patch: Partial<ConversationSummary> = {},
  info: Partial<Info> = {},
): ConversationSummary {
  const first = message(1, {
    conversationId: patch.id ?? THREAD_ID,
    sender: me,
    text: 'Where is my reward?',
  });
  return {
    id: THREAD_ID,
    kind: 'partner',
    title: null,
    avatarUrl: null,
    description: null,
    peer: null,
    partnerThread: {
      partner: acme,
      subjectType: 'task',
      subjectId: TASK_ID,
      status: 'open',
      member: me,
      ...info,
    },
    memberCount: 2,
    myRole: 'member',
    lastSeq: 1,
    lastMessage: {
      id: first.id,
      seq: 1,
      sender: first.sender,
      kind: 'text',
      text: first.text,
      meta: null,
      attachments: [],
      createdAt: first.createdAt,
      deleted: false,
    },
    unread: 0,
    mutedUntil: null,
    lastActivityAt: first.createdAt,
    ...patch,
  };
}

/** The same thread, opened: its members (the member, the partner as owner), the reader may write. */
export function partnerConversation(
  patch: Partial<ConversationSummary> = {},
  info: Partial<Info> = {},
): Conversation {
  const summary = partnerSummary(patch, info);
  const asker = summary.partnerThread?.member ?? me;
  return {
    ...summary,
    members: [chatMember(asker), chatMember(summary.partnerThread?.partner ?? acme, { role: 'owner' })],
    canWrite: true,
  };
}

/** Dana's question to the signed-in partner, as the partner's queue shows it. */
export function queueSummary(patch: Partial<ConversationSummary> = {}, info: Partial<Info> = {}) {
  return partnerSummary(
    { id: QUEUE_THREAD_ID, myRole: 'owner', unread: 1, ...patch },
    { partner: me, member: dana, subjectType: 'reward', subjectId: ATTEMPT_ID, ...info },
  );
}

/** The picture task of Acme the member came from ("Ask the partner"). */
export function taskOf(title: string): TaskDetail {
  return {
    id: TASK_ID,
    kind: 'picture',
    free: false,
    title,
    partner: acme,
    rewardCoins: 10,
    secondsNeeded: 10,
    cover: null,
    placesLeft: 4,
    endsAt: '2026-04-01T00:00:00.000Z',
    publishedAt: '2026-03-01T00:00:00.000Z',
    proofKind: null,
    questionCount: null,
    instructions: '',
    pictures: [],
    video: null,
    passMark: null,
    attempt: null,
  };
}

type Setup = {
  mine?: ConversationSummary[];
  queue?: { open?: ConversationSummary[]; resolved?: ConversationSummary[] };
  open?: Conversation;
  history?: Message[];
};

/**
 * A fake API for the partner chat: the member's threads (`?kind=partner`), the queue by status,
 * one conversation with its history, read and presence answered. Forgets the last test's socket.
 */
export function partnerApi({
  mine = [],
  queue = {},
  open = partnerConversation(),
  history = [],
}: Setup = {}) {
  forgetServerEvents();
  const api: FakeApi = fakeApi();
  api.on(chatEndpoints.conversations, ({ query }) => {
    if (query.kind !== 'partner') throw new Error('the partner chat lists only partner threads');
    return page(mine);
  });
  api.on(chatEndpoints.partnerThreads, ({ query }) =>
    page((query.status === 'resolved' ? queue.resolved : queue.open) ?? []),
  );
  api.on(chatEndpoints.conversation, () => open);
  api.on(chatEndpoints.messages, () => ({ items: history, hasMore: false }));
  api.on(chatEndpoints.read, () => ({ unread: 0, totalUnread: 0 }));
  api.on(friendsEndpoints.profile, () => profileOf(acme));
  return api;
}

/** `/betogether/conversation/chat-user-partners` with its query, as a member (or `session`). */
export function openPartnerChat(options: { query?: string; session?: User; language?: Language } = {}) {
  return renderScreen(<PartnerChatPage />, {
    route: `/betogether/conversation/chat-user-partners${options.query ?? ''}`,
    path: '/betogether/conversation/chat-user-partners',
    session: options.session ?? member(),
    language: options.language,
  });
}

/** The signed-in member as a partner (the queue and the support team are theirs). */
export const partnerSession = () => member({ role: 'partner' });
