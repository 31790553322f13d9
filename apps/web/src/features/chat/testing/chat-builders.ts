import type { Conversation, ConversationSummary, Message } from '@betogether/contracts/chat/chat.schemas';
import type { Profile } from '@betogether/contracts/friends/friends.schemas';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { member, person, personOf, uuid } from '@/testing/builders';
import { chatMember, directSummary } from '@/testing/chat-builders';

export { chatMember };

/** The signed-in member of the screens (renderScreen's default), as others see them. */
export const me: PersonSummary = personOf(member());
/** Ana, the other member of the direct conversation these tests open. */
export const ana = person(2, { displayName: 'Ana Silva', username: 'ana_s' });
export const ben = person(3, { displayName: 'Ben Okafor', username: 'ben_o' });

export const DIRECT_ID = uuid(701);
export const GROUP_ID = uuid(702);

/** A member's profile (Ana's unless told), as `conversation/{username}` and the partner chat read it. */
export function profileOf(
  who: PersonSummary = ana,
  status: Profile['relationship']['status'] = 'none',
): Profile {
  return {
    person: who,
    coverUrl: null,
    bio: '',
    country: null,
    joinedAt: '2025-01-01T00:00:00.000Z',
    friendsCount: 0,
    followersCount: 0,
    followingCount: 0,
    mutualFriendsCount: 0,
    relationship: { status, following: false, followsMe: false, blockedByMe: false },
  };
}

/** The direct conversation with Ana in the list: nothing in it yet. */
export function summary(patch: Partial<ConversationSummary> = {}): ConversationSummary {
  return directSummary(DIRECT_ID, ana, patch);
}

/** The direct conversation with Ana, opened: both members, the member may write. */
export function conversation(patch: Partial<Conversation> = {}): Conversation {
  return {
    ...summary(),
    members: [chatMember(me), chatMember(ana)],
    canWrite: true,
    ...patch,
  };
}

/** "Hikers", a group of the member (its owner), Ana and Ben. */
export function group(patch: Partial<Conversation> = {}): Conversation {
  return conversation({
    id: GROUP_ID,
    kind: 'group',
    title: 'Hikers',
    peer: null,
    memberCount: 3,
    myRole: 'owner',
    members: [chatMember(me, { role: 'owner' }), chatMember(ana), chatMember(ben)],
    ...patch,
  });
}

/** Message number `seq` of the conversation with Ana, by Ana unless told, a minute after the last. */
export function message(seq: number, patch: Partial<Message> = {}): Message {
  return {
    id: uuid(10_000 + seq),
    conversationId: DIRECT_ID,
    seq,
    clientId: null,
    sender: ana,
    kind: 'text',
    text: `Message ${seq}`,
    replyTo: null,
    reactions: [],
    myReaction: null,
    preview: null,
    meta: null,
    attachments: [],
    createdAt: new Date(Date.UTC(2026, 2, 1, 10, seq)).toISOString(),
    editedAt: null,
    deletedAt: null,
    ...patch,
  };
}

/** Messages `from` to `to`, in order. */
export function messages(from: number, to: number, patch: Partial<Message> = {}): Message[] {
  return Array.from({ length: to - from + 1 }, (_, index) => message(from + index, patch));
}

/** A file uploaded for the chat, ready: a picture unless told (signed links, as the server gives them). */
export function chatFile(n: number, patch: Partial<MediaObject> = {}): MediaObject {
  return {
    id: uuid(20_000 + n),
    purpose: 'chat-image',
    status: 'ready',
    failureReason: null,
    contentType: 'image/webp',
    size: 84_000,
    width: 800,
    height: 600,
    blurhash: null,
    url: `/files/images/chat-${n}.webp?expires=1&signature=s`,
    variants: [],
    video: null,
    progress: null,
    fileName: null,
    durationSeconds: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}
