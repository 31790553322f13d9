import { SuggestionsPage } from '@/features/friends/suggestions/suggestions-page';

/** `/social/friend-suggestion/index-friend-suggestion`: people you may know. */
export function FriendSuggestionRoute() {
  return <SuggestionsPage />;
}
