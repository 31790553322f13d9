import { upcoming } from './route-entry';

/**
 * Pages, events and groups: none built yet (ROUTES.md). Public per spec §2 ("event detail, list
 * and participate pages, some event lists, create-page … several page routes"), chosen in
 * docs/decisions.md "Public paths". A public `:pageId` or `:eventDetails` never stands for the name
 * of a private group of routes (`update`, `statistiques`): lib/access-rules.ts keeps those private.
 */
export const communityUpcoming = [
  ...upcoming(
    'social',
    'public',
    '/social/page/',
    ':pageId create-page discover-page list-page view-orther-page/:viewOtherPageId',
  ),
  ...upcoming(
    'social',
    'signed-in',
    '/social/page/',
    `activity-history archive-stories invitation-page invitations like-page page-status security-page
     statistiques/betogether-statistic statistiques/complete statistiques/insights user-management`,
  ),
  ...upcoming(
    'social',
    'public',
    '/social/events/',
    ':eventDetails event-details events-local events-week participate',
  ),
  ...upcoming(
    'social',
    'signed-in',
    '/social/events/',
    'create-event events-for-you events-friends interesse my-event update/:updateEvent',
  ),
  ...upcoming(
    'groups',
    'signed-in',
    '/social/groups/',
    `all-group create-group discover home-groups your-feed your-groups invitation-group-received
     invitation-group-send mobile-invitations rule-invitations`,
  ),
  ...upcoming('group', 'signed-in', '/social/groups/', ':groupdetails'),
  // "communityrules (with admin and moderator subpages)": the spec gives no names, these are ours.
  ...upcoming(
    'group',
    'signed-in',
    '/social/groups/:groupdetails/',
    `activityhistory adminmoderator communityrules communityrules/admin communityrules/moderator
     engagement grouprules groupstatus growth listrequestjoin participant pendingapproval reportpost
     settings updategroupsetting visitgroup`,
  ),
];
