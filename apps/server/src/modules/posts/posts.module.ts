import type { AuthGuard } from '../../platform/authentication';
import { commentsRoutes } from './comments.routes';
import { createCommentsService } from './comments.service';
import { postsRoutes } from './posts.routes';
import { createPostsService, type PostsDeps } from './posts.service';
import { createReactionsService } from './reactions.service';

/** Posts, their reactions, comments and shares. `service.viewPosts` hydrates post lists for other modules. */
export function createPostsModule(deps: PostsDeps) {
  const service = createPostsService(deps);
  const reactions = createReactionsService({ ...deps, posts: service });
  const comments = createCommentsService({ ...deps, posts: service });
  return {
    service,
    routes: (guard: AuthGuard) => async (app: Parameters<ReturnType<typeof postsRoutes>>[0]) => {
      await app.register(postsRoutes(service, reactions, guard));
      await app.register(commentsRoutes(comments, reactions, guard));
    },
  };
}
