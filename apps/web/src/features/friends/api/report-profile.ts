import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import type { ReportBody } from '@betogether/contracts/moderation/moderation.schemas';
import { call } from '@/lib/api-client';

/** Reports a member's profile to the moderators. */
export const reportProfile = (userId: string) => (body: ReportBody) =>
  call(moderationEndpoints.reportProfile, { params: { userId }, body });
