import { InviteCard } from './invite-card';

/** Right rail of the social layout (lg and wider). Contacts, suggestions and events join it later. */
export function SocialRail() {
  return <InviteCard />;
}
