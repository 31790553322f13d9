import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import type { ReportBody } from '@betogether/contracts/moderation/moderation.schemas';
import { call } from '@/lib/api-client';

/** Reports someone else's message to the moderators, who see it with the messages just before it. */
export const reportMessage = (id: string) => (body: ReportBody) =>
  call(moderationEndpoints.reportMessage, { params: { id }, body });
