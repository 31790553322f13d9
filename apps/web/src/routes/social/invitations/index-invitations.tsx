import { InvitationsPage } from '@/features/friends/invitations/invitations-page';
import { SignInCard } from '@/features/friends/invitations/sign-in-card';
import { useSession } from '@/lib/session';

/** `/social/invitations/index-invitations`: public in the spec, so a visitor is asked to sign in. */
export function InvitationsRoute() {
  const { token } = useSession();
  return token ? <InvitationsPage /> : <SignInCard />;
}
