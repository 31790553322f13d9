import { routesIn } from './route-entry';

const social = routesIn('social', 'signed-in');

/** Feed, profiles, friends, posts, search, stories and shorts (ROUTES.md "Social"). */
export const socialRoutes = {
  feed: social('/social/feed', 'social/feed#FeedRoute', {
    nav: {
      social: { order: 1, labelKey: 'nav.feed', icon: 'feed', bottom: true },
      member: {
        order: 1,
        labelKey: 'nav.backToSocial',
        shortLabelKey: 'nav.feedShort',
        icon: 'feed',
        bottom: true,
      },
      admin: {
        order: 9,
        labelKey: 'nav.backToSocial',
        shortLabelKey: 'nav.feed',
        icon: 'feed',
        bottom: true,
      },
    },
  }),
  showProfile: social('/social/profile/show-profil', 'social/profile/show-profil#ShowProfileRoute', {
    nav: {
      social: {
        order: 2,
        labelKey: 'nav.profile',
        shortLabelKey: 'nav.profileShort',
        icon: 'profile',
        bottom: true,
      },
      member: { order: 5, labelKey: 'nav.profile', icon: 'profile' },
    },
  }),
  userProfile: social('/social/profile/:userId', 'social/profile/user-profile#UserProfileRoute'),
  friendSuggestions: social(
    '/social/friend-suggestion/index-friend-suggestion',
    'social/friend-suggestion/index-friend-suggestion#FriendSuggestionRoute',
    {
      nav: { social: { order: 3, labelKey: 'nav.friendSuggestions', icon: 'friends' } },
    },
  ),
  // Public in the spec: a visitor sees it in the public layout, asked to sign in.
  invitations: social(
    '/social/invitations/index-invitations',
    'social/invitations/index-invitations#InvitationsRoute',
    {
      layout: 'social-or-public',
      access: 'public',
      nav: { social: { order: 4, labelKey: 'nav.invitations', icon: 'invitations' } },
    },
  ),
  post: social('/social/post/:feedId', 'social/post/post#PostRoute'),
  search: social('/social/search/search', 'social/search/search#SearchRoute'),
  // Stories: the tray sits at the top of the feed; the viewer covers the screen.
  story: social('/social/story/:storyId', 'social/story/story#StoryRoute'),
  // New story, with the member's archive and close-friends list as tabs.
  storyCreate: social('/social/story/create', 'social/story/create#StoryCreateRoute'),
  shorts: social('/social/short/view', 'social/short/view#ShortsRoute', {
    nav: { social: { order: 2.5, labelKey: 'nav.shorts', icon: 'shorts', bottom: true } },
  }),
  short: social('/social/short/:shortId', 'social/short/short#ShortRoute'),
  shortCreate: social('/social/short/create', 'social/short/create#ShortCreateRoute'),
  // A creator's grid of shorts (docs/decisions.md "Shorts").
  shortsOfCreator: social('/social/short/view1', 'social/short/view1#CreatorShortsRoute'),
  // The remixes of a short, which reuse its sound, and making one (docs/decisions.md "Shorts").
  shortRemixes: social('/social/short/shortiscopie', 'social/short/shortiscopie#ShortRemixesRoute'),
};
