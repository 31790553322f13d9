import { InboxNotice } from '@/features/auth/components/inbox-notice';

/** /auth/try-submit: "check your inbox" after a reset or username request (see docs/decisions.md). */
export function TrySubmitRoute() {
  return <InboxNotice />;
}
