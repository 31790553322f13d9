import { RoomsPage } from '@/features/chat/rooms/rooms-page';

/** `/betogether/conversation/community`: the community rooms; `?c=<id>` opens one beside them. */
export function CommunityRoomsRoute() {
  return <RoomsPage />;
}
