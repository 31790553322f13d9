import { chatEndpoints } from '@betogether/contracts/chat/chat.endpoints';
import type {
  Conversation,
  ConversationSummary,
  Message,
  Room,
} from '@betogether/contracts/chat/chat.schemas';
import type { User } from '@betogether/contracts/users/users.schemas';
import { page, uuid } from '@/testing/builders';
import { type FakeApi, problem } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { PrivateDiscussionsPage } from '../private/private-discussions-page';
import { RoomsPage } from '../rooms/rooms-page';
import { ana, ben, chatMember, conversation, me } from './chat-builders';
import { chatScreenApi } from './chat-screen';

export const ROOM_ID = uuid(801);
export const CHESS_ID = uuid(802);
export const PRIVATE_ID = uuid(803);

/** "Runners of Abidjan" in the directory, not joined yet (Ana owns it). */
export function room(patch: Partial<Room> = {}): Room {
  return {
    id: ROOM_ID,
    title: 'Runners of Abidjan',
    description: 'Routes, times and meet-ups',
    memberCount: 12,
    joined: false,
    lastActivityAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

/** The room opened by a member of it: its owner (Ana) and the member listed, as the server lists them. */
export function roomConversation(patch: Partial<Conversation> = {}): Conversation {
  return conversation({
    id: ROOM_ID,
    kind: 'community',
    title: 'Runners of Abidjan',
    description: 'Routes, times and meet-ups',
    peer: null,
    memberCount: 13,
    myRole: 'member',
    members: [chatMember(ana, { role: 'owner' }), chatMember(me)],
    ...patch,
  });
}

/** "Board", a private discussion the member owns with Ana and Ben. */
export function privateConversation(patch: Partial<Conversation> = {}): Conversation {
  return conversation({
    id: PRIVATE_ID,
    kind: 'private',
    title: 'Board',
    peer: null,
    memberCount: 3,
    myRole: 'owner',
    members: [chatMember(me, { role: 'owner' }), chatMember(ana), chatMember(ben)],
    ...patch,
  });
}

/** The list's line of a private discussion. */
export function privateSummary(patch: Partial<ConversationSummary> = {}): ConversationSummary {
  const { members: _, canWrite: __, ...summary } = privateConversation();
  return { ...summary, ...patch };
}

type Setup = {
  rooms?: Room[];
  open?: Conversation;
  /** Not in the open room yet: it answers 404 (as the server hides it) until the member joins. */
  outside?: boolean;
  history?: Message[];
  privates?: ConversationSummary[];
};

/**
 * A fake API for the rooms' and private discussions' screens: the directory (found by `q` in the
 * name), the private list, the open conversation with its history (hidden until joined when
 * `outside`), joining, read and presence answered. Forgets the last test's socket.
 */
export function roomsApi({
  rooms = [room()],
  open = roomConversation(),
  outside = false,
  history = [],
  privates = [],
}: Setup = {}): FakeApi {
  const api = chatScreenApi();
  let joined = !outside;
  api.on(chatEndpoints.rooms, ({ query }) => {
    const q = String(query.q ?? '').toLowerCase();
    return page(
      rooms
        .filter((item) => item.title.toLowerCase().includes(q))
        .map((item) => (item.id === open.id && joined ? { ...item, joined: true } : item)),
    );
  });
  api.on(chatEndpoints.conversations, () => page(privates));
  api.on(chatEndpoints.conversation, () => (joined ? open : problem(404, 'CONVERSATION_NOT_FOUND')));
  api.on(chatEndpoints.joinRoom, () => {
    joined = true;
    return open;
  });
  api.on(chatEndpoints.messages, () => ({ items: history, hasMore: false }));
  return api;
}

/** `/betogether/conversation/community` (with `?c=<id>` to open a room), as `session` (the member). */
export function openRooms(options: { roomId?: string; session?: User } = {}) {
  const query = options.roomId ? `?c=${options.roomId}` : '';
  return renderScreen(<RoomsPage />, {
    route: `/betogether/conversation/community${query}`,
    path: '/betogether/conversation/community',
    session: options.session,
  });
}

/** `/betogether/private_discussion/discussion` (with `?c=<id>` to open one). */
export function openPrivateDiscussions(options: { conversationId?: string } = {}) {
  const query = options.conversationId ? `?c=${options.conversationId}` : '';
  return renderScreen(<PrivateDiscussionsPage />, {
    route: `/betogether/private_discussion/discussion${query}`,
    path: '/betogether/private_discussion/discussion',
  });
}
