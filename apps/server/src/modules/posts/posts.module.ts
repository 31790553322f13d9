import { postsErrors } from '@betogether/contracts/posts/posts.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { commentsRoutes } from './comments.routes';
import { createCommentsService } from './comments.service';
import { subscribePostsToBlocks } from './post-blocks';
import { subscribePostsToModeration } from './post-moderation';
import { postsRoutes } from './posts.routes';
import { createPostsService, type PostsDeps } from './posts.service';
import { createReactionsService } from './reactions.service';

/** Posts, their reactions, comments and shares. `service.viewPosts` hydrates post lists for other modules. */
export function createPostsModule(platform: Platform, ports: Pick<PostsDeps, 'media'>) {
  const deps = { ...platform, ...ports };
  const service = createPostsService(deps);
  const reactions = createReactionsService({ ...deps, posts: service });
  const comments = createCommentsService({ ...deps, posts: service });
  subscribePostsToBlocks(platform.events);
  subscribePostsToModeration(platform.events, ports.media);
  return defineModule({
    name: 'posts',
    errors: postsErrors,
    service,
    routes: [postsRoutes(service, reactions), commentsRoutes(comments, reactions)],
  });
}
