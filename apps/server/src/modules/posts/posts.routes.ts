import { postsEndpoints as e } from '@betogether/contracts/posts/posts.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { PostsService } from './posts.service';
import type { ReactionsService } from './reactions.service';

/** 204 calls: the router answers `undefined` with no content; the services resolve to `void`. */
const answerNothing = () => undefined;

export function postsRoutes(service: PostsService, reactions: ReactionsService): Routes {
  return (route) => {
    route(e.create, ({ principal, body }) => service.createPost(principal.userId, body));
    route(e.get, ({ principal, params }) => service.getPost(principal.userId, params.id));
    route(e.update, ({ principal, params, body }) => service.updatePost(principal.userId, params.id, body));
    route(e.remove, ({ principal, params }) =>
      service.deletePost(principal.userId, params.id).then(answerNothing),
    );
    route(e.history, ({ principal, params }) => service.history(principal.userId, params.id));
    // Toggles answered with 204: pin to the profile, bookmark.
    route(e.pin, ({ principal, params }) => service.pin(principal.userId, params.id).then(answerNothing));
    route(e.unpin, ({ principal, params }) => service.unpin(principal.userId, params.id).then(answerNothing));
    route(e.save, ({ principal, params }) => service.save(principal.userId, params.id).then(answerNothing));
    route(e.unsave, ({ principal, params }) =>
      service.unsave(principal.userId, params.id).then(answerNothing),
    );
    route(e.saved, ({ principal, query }) => service.savedPosts(principal.userId, query));
    route(e.share, ({ principal, params, body }) => service.share(principal.userId, params.id, body));
    route(e.react, ({ principal, params, body }) =>
      reactions.reactToPost(principal.userId, params.id, body.type),
    );
    route(e.unreact, ({ principal, params }) => reactions.unreactToPost(principal.userId, params.id));
    route(e.reactors, ({ principal, params, query }) =>
      reactions.reactors(principal.userId, params.id, query),
    );
  };
}
