import { useParams } from 'react-router';
import { ReferrerInvitation } from '@/features/auth/components/referrer-invitation';

/** /auth/{ReferrerLink}: a member's invitation link. */
export function ReferrerLinkRoute() {
  const { referrerLink = '' } = useParams();
  return <ReferrerInvitation key={referrerLink} code={referrerLink} />;
}
