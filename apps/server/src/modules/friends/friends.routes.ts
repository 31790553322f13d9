import { friendsEndpoints as e } from '@betogether/contracts/friends/friends.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { FriendsService } from './friends.service';

export function friendsRoutes(service: FriendsService): Routes {
  return (route) => {
    route(e.sendRequest, ({ principal, body }) => service.sendRequest(principal.userId, body.userId));
    route(e.requests, ({ principal, query }) => service.listRequests(principal.userId, query));
    route(e.cancelRequest, ({ principal, params }) => service.cancelRequest(principal.userId, params.userId));
    route(e.acceptRequest, ({ principal, params }) => service.acceptRequest(principal.userId, params.userId));
    route(e.declineRequest, ({ principal, params }) =>
      service.declineRequest(principal.userId, params.userId),
    );

    route(e.suggestions, ({ principal, query }) => service.suggestions(principal.userId, query));
    // A 204 call: `void` turns the service's Promise<void> into the `undefined` the router answers as 204.
    route(
      e.dismissSuggestion,
      async ({ principal, params }) =>
        void (await service.dismissSuggestion(principal.userId, params.userId)),
    );

    route(e.unfriend, ({ principal, params }) => service.unfriend(principal.userId, params.userId));
    route(e.memberFriends, ({ principal, params, query }) =>
      service.listFriends(principal.userId, params.userId, query),
    );

    route(e.follow, ({ principal, params }) => service.follow(principal.userId, params.userId));
    route(e.unfollow, ({ principal, params }) => service.unfollow(principal.userId, params.userId));

    route(e.blocks, ({ principal, query }) => service.listBlocks(principal.userId, query));
    route(e.block, ({ principal, params }) => service.block(principal.userId, params.userId));
    route(e.unblock, ({ principal, params }) => service.unblock(principal.userId, params.userId));

    route(e.profile, ({ principal, params }) => service.profile(principal.userId, params.userIdOrUsername));
  };
}
