import {
  changeRoleBodySchema,
  editProfileBodySchema,
  editProfileResponseSchema,
  userSchema,
} from '@betogether/contracts/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { UsersService } from './users.service';

export function usersRoutes(service: UsersService, guard: AuthGuard): FastifyPluginAsyncZod {
  const tags = ['users'];
  return async (app) => {
    // Spec §7: the body is the user data itself.
    app.get('/api/user-profile/', {
      preHandler: guard.user,
      schema: { tags, response: { 200: userSchema } },
      handler: async (request) => service.getUser(principalOf(request).userId),
    });

    // Spec §7: profile and avatar changes; answers `success` and `data.user`.
    app.post('/api/editProfile', {
      preHandler: guard.user,
      bodyLimit: 2 * 1024 * 1024,
      schema: { tags, body: editProfileBodySchema, response: { 200: editProfileResponseSchema } },
      handler: async (request) => ({
        success: true as const,
        data: { user: await service.editProfile(principalOf(request).userId, request.body) },
      }),
    });

    // Spelled so by the spec. Switches member <-> partner; nobody becomes admin this way.
    app.post('/api/chnageRole', {
      preHandler: guard.user,
      schema: { tags, body: changeRoleBodySchema, response: { 200: editProfileResponseSchema } },
      handler: async (request) => ({
        success: true as const,
        data: { user: await service.changeRole(principalOf(request).userId, request.body.role) },
      }),
    });
  };
}
