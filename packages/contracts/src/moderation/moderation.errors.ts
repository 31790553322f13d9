import type { ErrorCatalogue } from '../common/common.errors';

/** Error codes of reports and the moderation queue. Stable: never renamed or reused. */
export const moderationErrors = {
  REPORT_OWN_CONTENT: { status: 403, title: 'You cannot report your own content' },
  REPORT_ALREADY_SENT: { status: 409, title: 'You already reported this' },
  MODERATION_CASE_NOT_FOUND: { status: 404, title: 'This moderation case does not exist' },
  MODERATION_CASE_RESOLVED: { status: 409, title: 'This case was already resolved' },
  MODERATION_ACTION_NOT_APPLICABLE: { status: 422, title: 'This action does not apply to a profile' },
  MODERATION_TARGET_STAFF: {
    status: 403,
    title: 'Moderators and admins are not warned or suspended from the queue',
  },
  MODERATOR_ROLE_ADMIN: { status: 409, title: 'An admin account keeps its role' },
  MODERATOR_NOT_FOUND: { status: 404, title: 'This member is not a moderator' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof moderationErrors, true> {}
}
