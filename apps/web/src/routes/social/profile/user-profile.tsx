import { useParams } from 'react-router';
import { UserProfilePage } from '@/features/friends/profile/user-profile-page';
import { MemberPosts } from '@/features/posts/feed/member-posts';

/** `/social/profile/{userId}`: a member's profile (a uuid or a username), with their posts. */
export function UserProfileRoute() {
  const { userId = '' } = useParams();
  // A new member is a new page: no state (tab filters, open menus) carries over.
  return (
    <UserProfilePage
      key={userId}
      userIdOrUsername={userId}
      renderPosts={(memberId) => <MemberPosts userId={memberId} requestAs={userId} />}
    />
  );
}
