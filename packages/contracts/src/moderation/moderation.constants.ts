/**
 * The moderation feature's lists and limits, without zod: the schemas build their enums and bounds
 * from these, and the web imports them (report dialogs, queue filters) without loading zod.
 */
export const REPORT_DETAILS_MAX = 500;
export const MODERATION_NOTE_MAX = 500;
/** The longest suspension a moderator can give at once; longer bans are an admin's account matter. */
export const SUSPENSION_DAYS_MAX = 365;
/** The lengths the queue offers; the API takes any number of days up to the maximum. */
export const suspensionDayChoices = [1, 3, 7, 30] as const;

/** Why a member reports something. */
export const reportReasons = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'nudity',
  'false_information',
  'scam',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** What can be reported: a post, a comment (or reply), a member's profile, a chat message. */
export const reportKinds = ['post', 'comment', 'profile', 'message'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** How many earlier messages a reported chat message's case keeps as context for the moderators. */
export const REPORT_CONTEXT_MESSAGES = 5;

/** A case is open until a moderator resolves it; new reports on the same thing then open a new one. */
export const caseStatuses = ['open', 'resolved'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/**
 * How a moderator resolves a case: nothing wrong (`dismiss`), take the content down (`remove`,
 * posts, comments and messages), warn its author, or suspend the author's account for some days.
 */
export const moderationActions = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof moderationActions)[number];
