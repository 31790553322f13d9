import type { ErrorCatalogue } from '../common/common.errors';

export const chatErrors = {
  CONVERSATION_NOT_FOUND: { status: 404, title: 'This conversation does not exist or you are not in it' },
  MESSAGE_NOT_FOUND: { status: 404, title: 'This message does not exist' },
  CHAT_MEMBER_NOT_FOUND: { status: 404, title: 'This member does not exist' },
  CHAT_OWN_CONVERSATION: { status: 422, title: 'You cannot start a conversation with yourself' },
  CHAT_NOT_ALLOWED: { status: 403, title: 'This person does not take messages from you' },
  CHAT_BLOCKED: { status: 403, title: 'You cannot message this person' },
  CHAT_NOT_YOURS: { status: 403, title: 'Only its author can change this message' },
  CHAT_MESSAGE_DELETED: { status: 409, title: 'This message was deleted' },
  CHAT_EDIT_TOO_LATE: { status: 409, title: 'This message is too old to edit' },
  CHAT_NOT_A_GROUP: { status: 409, title: 'Only a group has members to add or a name to change' },
  CHAT_GROUP_FULL: { status: 409, title: 'A group holds at most 250 people' },
  CHAT_FORBIDDEN: { status: 403, title: 'You cannot do this in this conversation' },
  CHAT_SILENCED: { status: 403, title: 'A moderator muted you in this room for a while' },
  CALL_NOT_FOUND: { status: 404, title: 'This call does not exist or has ended' },
  CALL_FULL: { status: 409, title: 'A call holds at most 4 people' },
  CALL_ALREADY_ACTIVE: { status: 409, title: 'A call is already going on in this conversation' },
  PARTNER_NOT_FOUND: { status: 404, title: 'This partner does not exist' },
  CHAT_SUBJECT_NOT_FOUND: { status: 404, title: 'This task or reward is not one of this partner’s' },
  CHAT_CLIENT_ID_REUSED: {
    status: 409,
    title: 'This message id was already used for another message',
  },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof chatErrors, true> {}
}
