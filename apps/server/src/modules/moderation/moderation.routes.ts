import { moderationEndpoints as e } from '@betogether/contracts/moderation/moderation.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { ModerationService } from './moderation.service';

export function moderationRoutes(service: ModerationService): Routes {
  return (route) => {
    route(e.reportPost, ({ principal, params, body }) =>
      service.report(principal.userId, 'post', params.id, body),
    );
    route(e.reportComment, ({ principal, params, body }) =>
      service.report(principal.userId, 'comment', params.id, body),
    );
    route(e.reportProfile, ({ principal, params, body }) =>
      service.report(principal.userId, 'profile', params.userId, body),
    );
    route(e.reportMessage, ({ principal, params, body }) =>
      service.report(principal.userId, 'message', params.id, body),
    );
    route(e.queue, ({ query }) => service.queue(query));
    route(e.detail, ({ params }) => service.detail(params.id));
    route(e.resolve, ({ principal, params, body, audit }) =>
      service.resolve(principal.userId, params.id, body, audit),
    );
    route(e.moderators, () => service.moderators());
    route(e.grantModerator, ({ body, audit }) => service.grantModerator(body, audit));
    route(e.revokeModerator, ({ params, audit }) => service.revokeModerator(params.userId, audit));
  };
}
