import { PartnerChatPage } from '@/features/chat/partner/partner-chat-page';

/**
 * `/betogether/conversation/chat-user-partners`: a member's questions to partners and a partner's
 * queue of questions to answer; `?c=<id>` opens one, `?partner=<id>&subject=task&task=<id>` (or
 * `reward=<attemptId>`) fills a new question in.
 */
export function PartnerChatRoute() {
  return <PartnerChatPage />;
}
