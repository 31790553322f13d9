import { shortsEndpoints as e } from '@betogether/contracts/shorts/shorts.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { ShortCommentsService } from './short-comments.service';
import type { ShortInteractionsService } from './short-interactions.service';
import type { ShortsService } from './shorts.service';

/** 204 calls: the router answers `undefined` with no content; the services resolve to `void`. */
const answerNothing = () => undefined;

export function shortsRoutes(
  service: ShortsService,
  interactions: ShortInteractionsService,
  comments: ShortCommentsService,
): Routes {
  return (route) => {
    route(e.create, ({ principal, body }) => service.create(principal.userId, body));
    route(e.feed, ({ principal, query }) => service.feed(principal.userId, query));
    route(e.saved, ({ principal, query }) => service.saved(principal.userId, query));
    route(e.get, ({ principal, params }) => service.get(principal.userId, params.shortId));
    route(e.ofMember, ({ principal, params, query }) =>
      service.ofMember(principal.userId, params.userId, query),
    );
    route(e.remixes, ({ principal, params, query }) =>
      service.remixes(principal.userId, params.shortId, query),
    );
    route(e.remove, ({ principal, params }) =>
      service.remove(principal.userId, params.shortId).then(answerNothing),
    );
    route(e.view, ({ principal, params, body }) => interactions.view(principal.userId, params.shortId, body));
    route(e.like, ({ principal, params }) => interactions.like(principal.userId, params.shortId));
    route(e.unlike, ({ principal, params }) => interactions.unlike(principal.userId, params.shortId));
    route(e.save, ({ principal, params }) => interactions.save(principal.userId, params.shortId));
    route(e.unsave, ({ principal, params }) => interactions.unsave(principal.userId, params.shortId));
    route(e.share, ({ principal, params }) => interactions.share(principal.userId, params.shortId));
    route(e.analytics, ({ principal, params }) => interactions.analytics(principal.userId, params.shortId));
    route(e.comments, ({ principal, params, query }) =>
      comments.list(principal.userId, params.shortId, query),
    );
    route(e.comment, ({ principal, params, body }) =>
      comments.create(principal.userId, params.shortId, body),
    );
    route(e.removeComment, ({ principal, params }) =>
      comments.remove(principal.userId, params.shortId, params.commentId).then(answerNothing),
    );
  };
}
