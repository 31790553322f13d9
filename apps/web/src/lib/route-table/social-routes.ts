import { routesIn, upcoming } from './route-entry';

const social = routesIn('social', 'signed-in');

/** Feed, profiles, friends, posts, search, stories and shorts (ROUTES.md "Social"). */
export const socialRoutes = {
  feed: social('/social/feed', {
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
        order: 3,
        labelKey: 'nav.backToSocial',
        shortLabelKey: 'nav.feed',
        icon: 'feed',
        bottom: true,
      },
    },
  }),
  showProfile: social('/social/profile/show-profil', {
    nav: {
      social: {
        order: 2,
        labelKey: 'nav.profile',
        shortLabelKey: 'nav.profileShort',
        icon: 'profile',
        bottom: true,
      },
      member: {
        order: 4,
        labelKey: 'nav.profile',
        shortLabelKey: 'nav.profileShort',
        icon: 'profile',
        bottom: true,
      },
    },
  }),
  userProfile: social('/social/profile/:userId'),
  friendSuggestions: social('/social/friend-suggestion/index-friend-suggestion', {
    nav: { social: { order: 3, labelKey: 'nav.friendSuggestions', icon: 'friends' } },
  }),
  // Public in the spec: a visitor sees it in the public layout, asked to sign in.
  invitations: social('/social/invitations/index-invitations', {
    layout: 'social-or-public',
    access: 'public',
    nav: { social: { order: 4, labelKey: 'nav.invitations', icon: 'invitations' } },
  }),
  post: social('/social/post/:feedId'),
  search: social('/social/search/search'),
};

export const socialUpcoming = [
  ...upcoming('social', 'signed-in', '/social/story/', ':storyId create'),
  ...upcoming('social', 'signed-in', '/social/short/', ':shortId create shortiscopie view view1'),
];
