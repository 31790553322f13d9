import type { PartnerThreadStatus } from '@betogether/contracts/chat/chat.constants';
import { chatKeys } from '../api/chat-keys';

/**
 * The partner chat's queries. The thread lists sit under the chat's conversations key: whatever
 * asks the conversations again (a changed conversation, a reconnection) asks these again too.
 */
export const partnerKeys = {
  lists: () => [...chatKeys.conversations(), 'partner'] as const,
  mine: () => [...partnerKeys.lists(), 'mine'] as const,
  queue: (status: PartnerThreadStatus) => [...partnerKeys.lists(), 'queue', status] as const,
  team: () => [...chatKeys.all, 'support-team'] as const,
  task: (taskId: string) => [...chatKeys.all, 'partner-task', taskId] as const,
};
