import { PrivateDiscussionsPage } from '@/features/chat/private/private-discussions-page';

/** `/betogether/private_discussion/discussion`: the member's invite-only rooms; `?c=<id>` opens one. */
export function PrivateDiscussionsRoute() {
  return <PrivateDiscussionsPage />;
}
