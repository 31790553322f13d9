import { postsErrors } from '@betogether/contracts/posts/posts.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { commentsRoutes } from './comments.routes';
import { createCommentsService } from './comments.service';
import { postsRoutes } from './posts.routes';
import { createPostsService, type PostsDeps } from './posts.service';
import { createReactionsService } from './reactions.service';

/** Posts, their reactions, comments and shares. `service.viewPosts` hydrates post lists for other modules. */
export function createPostsModule(platform: Platform, ports: Pick<PostsDeps, 'media'>) {
  const deps = { ...platform, ...ports };
  const service = createPostsService(deps);
  const reactions = createReactionsService({ ...deps, posts: service });
  const comments = createCommentsService({ ...deps, posts: service });
  return defineModule({
    name: 'posts',
    errors: postsErrors,
    service,
    routes: [postsRoutes(service, reactions), commentsRoutes(comments, reactions)],
  });
}
