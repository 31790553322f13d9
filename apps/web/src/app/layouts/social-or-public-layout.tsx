import { useSession } from '@/lib/session';
import { LandingLayout } from './landing-layout';
import { SocialLayout } from './social-layout';

/**
 * For the social pages the spec marks public (the invitations index): the social layout for a
 * signed-in member, the public one (brand bar, sign-in buttons) for a visitor.
 */
export function SocialOrPublicLayout() {
  const { token } = useSession();
  return token ? <SocialLayout /> : <LandingLayout />;
}
