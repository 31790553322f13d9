import type { TFunction } from '@/lib/translator';
import { chatProblem } from '../components/chat-problem';
import { roomProblem } from '../rooms/room-problem';

/**
 * A group (the inbox's) or a private discussion (invite-only, its owner alone invites and removes):
 * the same screens, made with another endpoint and worded in another namespace.
 */
export type GroupKind = 'group' | 'private';

/** Each kind's texts: a group's in `chat`, a private discussion's in `chat-rooms`. */
export const groupWords = {
  group: {
    ns: 'chat',
    newTitle: 'group.newTitle',
    newHelp: null,
    name: 'group.name',
    nameMissing: 'group.nameMissing',
    nameTooLong: 'group.nameTooLong',
    peopleMissing: 'group.peopleMissing',
    create: 'group.create',
    details: 'group.details',
    renameLabel: 'group.name',
    rename: 'group.rename',
    renameMissing: 'group.nameMissing',
    renameTooLong: 'group.nameTooLong',
    renamed: 'group.renamed',
    memberCount: 'group.memberCount',
    add: 'group.addPeople',
    addCount: 'group.addCount',
    added: 'group.added',
    remove: 'group.remove',
    removeTitle: 'group.removeTitle',
    removeBody: 'group.removeBody',
    removeConfirm: 'group.removeConfirm',
    removed: null,
    leave: 'group.leave',
    leaveTitle: 'group.leaveTitle',
    leaveBody: 'group.leaveBody',
    leaveOwnerBody: 'group.leaveBody',
    leaveConfirm: 'group.leaveConfirm',
    left: null,
  },
  private: {
    ns: 'chat-rooms',
    newTitle: 'newPrivate.title',
    newHelp: 'newPrivate.help',
    name: 'newPrivate.name',
    nameMissing: 'newPrivate.titleMissing',
    nameTooLong: 'newPrivate.titleTooLong',
    peopleMissing: 'newPrivate.peopleMissing',
    create: 'newPrivate.create',
    details: 'details.privateTitle',
    renameLabel: 'details.name',
    rename: 'details.rename',
    renameMissing: 'newRoom.titleMissing',
    renameTooLong: 'newRoom.titleTooLong',
    renamed: 'details.renamed',
    memberCount: 'rooms.memberCount',
    add: 'details.invite',
    addCount: 'details.inviteCount',
    added: 'details.invited',
    remove: 'details.remove',
    removeTitle: 'moderation.removeTitle',
    removeBody: 'details.removePrivateBody',
    removeConfirm: 'moderation.removeConfirm',
    removed: 'details.removed',
    leave: 'details.leavePrivate',
    leaveTitle: 'details.leaveTitle',
    leaveBody: 'details.leavePrivateBody',
    leaveOwnerBody: 'details.leavePrivateOwnerBody',
    leaveConfirm: 'details.leaveConfirm',
    left: 'details.left',
  },
} as const satisfies Record<GroupKind, Record<string, string | null>>;

/** A failed call in the kind's words: the rooms' texts first for a private discussion. */
export function groupProblem(kind: GroupKind, error: unknown, t: TFunction): string {
  return kind === 'private' ? roomProblem(error, t) : chatProblem(error, t);
}
