import { storiesEndpoints as e } from '@betogether/contracts/stories/stories.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { CloseFriendsService } from './close-friends.service';
import type { StoriesService } from './stories.service';

/** 204 calls: the router answers `undefined` with no content; the services resolve to `void`. */
const answerNothing = () => undefined;

export function storiesRoutes(service: StoriesService, closeFriends: CloseFriendsService): Routes {
  return (route) => {
    route(e.create, ({ principal, body }) => service.create(principal.userId, body));
    route(e.tray, ({ principal }) => service.tray(principal.userId));
    route(e.archive, ({ principal, query }) => service.archive(principal.userId, query));
    route(e.get, ({ principal, params }) => service.get(principal.userId, params.storyId));
    route(e.ofMember, ({ principal, params }) => service.ofMember(principal.userId, params.userId));
    route(e.markSeen, ({ principal, params }) =>
      service.markSeen(principal.userId, params.storyId).then(answerNothing),
    );
    route(e.react, ({ principal, params, body }) =>
      service.react(principal.userId, params.storyId, body.emoji).then(answerNothing),
    );
    route(e.reply, ({ principal, params, body }) =>
      service.reply(principal.userId, params.storyId, body.text),
    );
    route(e.viewers, ({ principal, params, query }) =>
      service.viewers(principal.userId, params.storyId, query),
    );
    route(e.remove, ({ principal, params }) =>
      service.remove(principal.userId, params.storyId).then(answerNothing),
    );
    route(e.closeFriends, ({ principal }) => closeFriends.list(principal.userId));
    route(e.addCloseFriend, ({ principal, params }) =>
      closeFriends.add(principal.userId, params.userId).then(answerNothing),
    );
    route(e.removeCloseFriend, ({ principal, params }) =>
      closeFriends.remove(principal.userId, params.userId).then(answerNothing),
    );
  };
}
