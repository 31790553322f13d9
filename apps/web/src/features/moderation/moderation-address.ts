import { caseStatuses, reportKinds } from '@betogether/contracts/moderation/moderation.constants';
import { defineUrlFilters, matching, oneOf } from '@/lib/url-filters';

export const moderationTabs = ['queue', 'moderators'] as const;
export type ModerationTab = (typeof moderationTabs)[number];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The moderation page's address: the tab, the queue's status and kind filters, and the open case
 * (`?case=`: a case is a link a moderator can share).
 */
export const moderationAddress = defineUrlFilters(
  {
    tab: oneOf(moderationTabs),
    status: oneOf(caseStatuses),
    kind: oneOf(reportKinds),
    case: matching((value) => uuid.test(value)),
  },
  { tab: 'queue', status: 'open', kind: '', case: null },
);
