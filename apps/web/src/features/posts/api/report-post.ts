import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import type { ReportBody } from '@betogether/contracts/moderation/moderation.schemas';
import { call } from '@/lib/api-client';

/** Reports a post or a comment to the moderators: a reason from the list, with optional details. */
export const reportPost = (id: string) => (body: ReportBody) =>
  call(moderationEndpoints.reportPost, { params: { id }, body });

export const reportComment = (id: string) => (body: ReportBody) =>
  call(moderationEndpoints.reportComment, { params: { id }, body });
