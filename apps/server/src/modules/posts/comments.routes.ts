import { commentsEndpoints as e } from '@betogether/contracts/posts/posts.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { CommentsService } from './comments.service';
import type { ReactionsService } from './reactions.service';

/** 204 calls: the router answers `undefined` with no content; the services resolve to `void`. */
const answerNothing = () => undefined;

export function commentsRoutes(service: CommentsService, reactions: ReactionsService): Routes {
  return (route) => {
    route(e.list, ({ principal, params, query }) => service.list(principal.userId, params.id, query));
    route(e.create, ({ principal, params, body }) => service.create(principal.userId, params.id, body));
    route(e.replies, ({ principal, params, query }) => service.replies(principal.userId, params.id, query));
    route(e.update, ({ principal, params, body }) => service.update(principal.userId, params.id, body.body));
    route(e.remove, ({ principal, params }) =>
      service.remove(principal.userId, params.id).then(answerNothing),
    );
    route(e.react, ({ principal, params, body }) =>
      reactions.reactToComment(principal.userId, params.id, body.type),
    );
    route(e.unreact, ({ principal, params }) => reactions.unreactToComment(principal.userId, params.id));
  };
}
