import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_RETURN_PATHS } from '@betogether/contracts/payments/payments.constants';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import { authRoutes } from './auth-routes';
import { landingRoutes, legalRouteName, legalSlugs } from './landing-routes';
import { memberRoutes } from './member-routes';
import { allRoutes, paths, type RouteName, routeEntry, routeNames } from './route-table';
import { socialRoutes } from './social-routes';

const under = (prefix: string, list: string) => list.split(/\s+/).map((path) => `${prefix}${path}`);

/** Every route of /work/shared/ROUTES.md (built or not), parameters in the spec's braces. */
const specPaths = [
  '/',
  '/come-soon',
  '/landingpage/UserConditionBeTogether',
  '/landingpage/ConfidentialityBeTogether',
  ...under(
    '/auth/',
    `login register multi-step-form all-register-step confirm-otp confirm-login-otp reset_password
     confirm_new_password/{id}/{token} obtain_id try-submit {ReferrerLink}`,
  ),
  ...under(
    '/social/',
    `feed post/{feedId} profile/{userId} profile/show-profil friend-suggestion/index-friend-suggestion
     invitations/index-invitations search/search story/{storyId} story/create`,
  ),
  ...under('/social/short/', '{shortId} create shortiscopie view view1'),
  ...under(
    '/social/page/',
    `{pageId} activity-history archive-stories create-page discover-page invitation-page invitations
     like-page list-page page-status security-page statistiques/betogether-statistic statistiques/complete
     statistiques/insights user-management view-orther-page/{viewOtherPageId}`,
  ),
  ...under(
    '/social/groups/',
    `{groupdetails} all-group create-group discover home-groups your-feed your-groups
     invitation-group-received invitation-group-send mobile-invitations rule-invitations`,
  ),
  ...under(
    '/social/groups/{groupdetails}/',
    `activityhistory adminmoderator communityrules engagement grouprules groupstatus growth
     listrequestjoin participant pendingapproval reportpost settings updategroupsetting visitgroup`,
  ),
  ...under(
    '/social/events/',
    `{eventDetails} create-event event-details events-for-you events-friends events-local events-week
     interesse my-event participate update/{updateEvent}`,
  ),
  ...under(
    '/betogether/',
    `users/dashboard-users users/jackpot/gold-coin-store payment/gold-coins/success payment/result
     users/jackpot/play-jackpot users/jackpot/league users/jackpot/ranking users/dashboard-tasks
     users/pictures-task users/pictures-task/show-picture/{id} users/special-task users/videos-task
     users/videos-task/quizzes users/videos-task/show-video/{id} partners/dashboard-partners
     partners/analytics partners/picture-task/create partners/picture-task/free-create
     partners/special-task/create partners/video-task/create partners/video-task/create-free
     partners/video-task/free-videos users/kyc withdrawal/withdrawal conversation/{referrer}
     conversation/chat-user-partners conversation/community private_discussion/discussion
     discussionvideo/discussion`,
  ),
  '/admin_betogether',
  ...under(
    '/admin_betogether/',
    `dashboard-users view-user-activity invoice create-facture dashboard-advertising-poster
     dashboard-advertising-video dashboard-rules dashboard-transaction dashboard-jackpot
     dashboard-special-task kyc/all-kyc kyc/{Detailskyc} withdrawal/withdrawallist provide/provide`,
  ),
];

/** Routes ROUTES.md leaves us to name: the legal pages, and a group's community-rules subpages. */
const namedByUs = [
  ...legalSlugs.map((slug) => `/landingpage/${slug}`),
  '/social/groups/:/communityrules/admin',
  '/social/groups/:/communityrules/moderator',
  // Issue [6]: the moderation queue, in the admin area (the spec names no screen for reports).
  '/admin_betogether/moderation',
  // Issue [10]: the chat's inbox, beside `conversation/{referrer}` (docs/decisions.md "Chat ([10])").
  '/betogether/conversation/inbox',
];

/** Parameters compared by position only: `{userId}` and `:userId` are the same segment. */
const shape = (path: string) => path.replace(/\{\w+\}|:\w+/g, ':');
const tableShapes = allRoutes.map(({ path }) => shape(path));

describe('the route table', () => {
  it('has an entry for every route of the spec', () => {
    const missing = specPaths.filter((path) => !tableShapes.includes(shape(path)));
    expect(missing).toEqual([]);
  });

  it('holds only routes of the spec, or the ones it leaves us to name', () => {
    const known = new Set([...specPaths.map(shape), ...namedByUs]);
    expect(tableShapes.filter((path) => !known.has(path))).toEqual([]);
  });

  it('never gives two entries the same path, nor two areas the same name', () => {
    expect(new Set(tableShapes).size).toBe(tableShapes.length);
    const areas = [landingRoutes, authRoutes, socialRoutes, memberRoutes, adminRoutes];
    expect(areas.reduce((count, area) => count + Object.keys(area).length, 0)).toBe(routeNames.length);
  });

  it('writes every path as an absolute React Router pattern without splats', () => {
    for (const { path } of allRoutes) expect(path).toMatch(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*$/);
  });

  it('opens the payment return pages at the addresses the server gives the payment provider', () => {
    expect(paths.paymentSuccess.path).toBe(PAYMENT_RETURN_PATHS.success);
    expect(paths.paymentResult.path).toBe(PAYMENT_RETURN_PATHS.result);
  });

  it('names every legal page by its slug', () => {
    for (const slug of legalSlugs) expect(paths[legalRouteName(slug)].href()).toBe(`/landingpage/${slug}`);
  });

  it('picks a named route over a parameter, as the router ranks them', () => {
    const winner = (path: string) => matchRoutes([...allRoutes], path)?.at(-1)?.route.path;
    expect(winner('/auth/login')).toBe('/auth/login');
    expect(winner('/auth/Ab12Cd34')).toBe('/auth/:referrerLink');
    expect(winner('/social/groups/all-group')).toBe('/social/groups/all-group');
    expect(winner('/social/groups/hikers')).toBe('/social/groups/:groupdetails');
    expect(winner('/social/story/create')).toBe('/social/story/create');
    expect(winner('/social/profile/show-profil')).toBe('/social/profile/show-profil');
    expect(winner('/landingpage/Cookies')).toBe('/landingpage/Cookies');
    expect(winner('/betogether/conversation/inbox')).toBe('/betogether/conversation/inbox');
    expect(winner('/betogether/conversation/ana_b')).toBe('/betogether/conversation/:referrer');
    expect(winner('/betogether/conversation/community')).toBe('/betogether/conversation/community');
    expect(winner('/betogether/conversation/chat-user-partners')).toBe(
      '/betogether/conversation/chat-user-partners',
    );
    expect(winner('/social/page/no/such/page')).toBeUndefined();
  });

  it('names, for every built route, a screen file of src/routes and its export', () => {
    const routes = path.resolve(import.meta.dirname, '../../routes');
    const wrong = routeNames.filter((name) => {
      const [file, exported] = (routeEntry(name).screen ?? '').split('#');
      const source = path.join(routes, `${file}.tsx`);
      return (
        !file ||
        !exported ||
        !existsSync(source) ||
        !new RegExp(`export (function|const) ${exported}\\b`).test(readFileSync(source, 'utf8'))
      );
    });
    expect(wrong).toEqual([]);
  });

  it('keeps roles to the admin layout, which refuses everyone else', () => {
    for (const { path, layout, access } of allRoutes)
      expect(Array.isArray(access), path).toBe(layout === 'admin');
  });
});

describe('the menus of the route table', () => {
  const menus = ['social', 'member', 'admin'] as const;
  const placements = routeNames.flatMap((name) =>
    menus.flatMap((menu) => {
      const placement = routeEntry(name).nav?.[menu];
      return placement ? [{ name, menu, ...placement }] : [];
    }),
  );

  it('link only to built routes that need no parameter, each the route its address opens', () => {
    expect(placements.length).toBeGreaterThan(0);
    for (const { name } of placements) {
      const { path } = routeEntry(name);
      expect(path, name).not.toContain(':');
      const opened = matchRoutes([...allRoutes], path)?.at(-1)?.route;
      expect(opened && 'name' in opened ? opened.name : undefined, path).toBe(name);
    }
  });

  it('give each item of a menu its own place, and at most four to the bottom bar', () => {
    for (const menu of menus) {
      const items = placements.filter((placement) => placement.menu === menu);
      expect(new Set(items.map((item) => item.order)).size).toBe(items.length);
      expect(items.filter((item) => item.bottom).length).toBeLessThanOrEqual(4);
    }
  });
});

describe('paths', () => {
  it('builds the address of a route without parameters', () => {
    expect(paths.feed.href()).toBe('/social/feed');
    expect(paths.landing.href()).toBe('/');
    expect(paths.adminOverview.href()).toBe('/admin_betogether');
  });

  it('percent-encodes each parameter, so it stays one segment and reads back whole', () => {
    const awkward = 'a/b c?d#e%f&é';
    const href = paths.userProfile.href({ userId: awkward });
    expect(href).toBe('/social/profile/a%2Fb%20c%3Fd%23e%25f%26%C3%A9');
    // Decoded as the router decodes it for useParams().
    expect(matchRoutes([{ path: paths.userProfile.path }], href)?.[0]?.params.userId).toBe(awkward);
  });

  it('fills several parameters in order', () => {
    expect(paths.confirmNewPassword.href({ id: 'u 1', token: 't/2' })).toBe(
      '/auth/confirm_new_password/u%201/t%2F2',
    );
  });

  it('adds a query without its empty values, and an encoded hash', () => {
    expect(paths.search.href({ query: { q: 'café & co', type: 'posts', tag: '' } })).toBe(
      '/social/search/search?q=caf%C3%A9+%26+co&type=posts',
    );
    expect(paths.search.href({ query: { q: '' } })).toBe('/social/search/search');
    expect(paths.post.href({ feedId: 'p1' }, { query: { comment: 'c2' } })).toBe(
      '/social/post/p1?comment=c2',
    );
    expect(paths.showProfile.href({ hash: 'security' })).toBe('/social/profile/show-profil#security');
  });

  it('has one builder per entry', () => {
    expect(Object.keys(paths).sort()).toEqual([...routeNames].sort());
    const name: RouteName = 'feed';
    expect(paths[name].path).toBe(routeEntry(name).path);
  });
});
