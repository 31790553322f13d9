import {
  acceptedResponseSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  challengeResponseSchema,
  changePasswordBodySchema,
  confirmResetBodySchema,
  emailOnlyBodySchema,
  idParamsSchema,
  loginBodySchema,
  loginResponseSchema,
  referrerParamsSchema,
  referrerResponseSchema,
  registerBodySchema,
  resendCodeBodySchema,
  resetLinkParamsSchema,
  resetLinkStatusSchema,
  sessionListSchema,
  sessionResponseSchema,
  twoFactorBodySchema,
  verifyCodeBodySchema,
} from '@betogether/contracts/auth/auth.schemas';
import { editProfileResponseSchema } from '@betogether/contracts/users/users.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import { type RouteRateLimit, requestContext } from '../../platform/http-types';
import type { AuthService } from './auth.service';

export function authRoutes(
  service: AuthService,
  guard: AuthGuard,
  rateLimit: RouteRateLimit,
): FastifyPluginAsyncZod {
  const limited = { rateLimit };
  const tags = ['auth'];
  return async (app) => {
    app.post('/api/auth/register', {
      bodyLimit: 2 * 1024 * 1024,
      config: limited,
      schema: { tags, body: registerBodySchema, response: { 201: challengeResponseSchema } },
      handler: async (request, reply) => reply.status(201).send(await service.register(request.body)),
    });

    app.get('/api/auth/username-availability', {
      config: limited,
      schema: { tags, querystring: availabilityQuerySchema, response: { 200: availabilityResponseSchema } },
      handler: async (request) => ({ available: await service.usernameAvailable(request.query.username) }),
    });

    app.get('/api/auth/referrers/:code', {
      schema: { tags, params: referrerParamsSchema, response: { 200: referrerResponseSchema } },
      handler: async (request) => service.referrer(request.params.code),
    });

    app.post('/api/auth/verify-email', {
      config: limited,
      schema: { tags, body: verifyCodeBodySchema, response: { 200: sessionResponseSchema } },
      handler: async (request) => service.verifyEmail(request.body, requestContext(request)),
    });

    app.post('/api/auth/resend-code', {
      config: limited,
      schema: { tags, body: resendCodeBodySchema, response: { 200: challengeResponseSchema } },
      handler: async (request) => service.resendCode(request.body.challengeId),
    });

    app.post('/api/auth/login', {
      config: limited,
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema } },
      handler: async (request) => service.login(request.body, requestContext(request)),
    });

    app.post('/api/auth/login/verify', {
      config: limited,
      schema: { tags, body: verifyCodeBodySchema, response: { 200: sessionResponseSchema } },
      handler: async (request) => service.verifyLogin(request.body, requestContext(request)),
    });

    app.post('/api/auth/logout', {
      preHandler: guard.user,
      schema: { tags },
      handler: async (request, reply) => {
        await service.logout(principalOf(request));
        return reply.status(204).send();
      },
    });

    app.post('/api/auth/password-reset', {
      config: limited,
      schema: { tags, body: emailOnlyBodySchema, response: { 202: acceptedResponseSchema } },
      handler: async (request, reply) => {
        service.requestPasswordReset(request.body.email);
        return reply.status(202).send({ accepted: true });
      },
    });

    app.get('/api/auth/password-reset/:id/:token', {
      config: limited,
      schema: { tags, params: resetLinkParamsSchema, response: { 200: resetLinkStatusSchema } },
      handler: async (request) => service.checkResetLink(request.params.id, request.params.token),
    });

    app.post('/api/auth/password-reset/confirm', {
      config: limited,
      schema: { tags, body: confirmResetBodySchema, response: { 200: acceptedResponseSchema } },
      handler: async (request) => {
        await service.confirmPasswordReset(request.body);
        return { accepted: true as const };
      },
    });

    app.post('/api/auth/username-reminder', {
      config: limited,
      schema: { tags, body: emailOnlyBodySchema, response: { 202: acceptedResponseSchema } },
      handler: async (request, reply) => {
        service.requestUsernameReminder(request.body.email);
        return reply.status(202).send({ accepted: true });
      },
    });

    app.get('/api/auth/sessions', {
      preHandler: guard.user,
      schema: { tags, response: { 200: sessionListSchema } },
      handler: async (request) => ({ items: await service.listSessions(principalOf(request)) }),
    });

    app.delete('/api/auth/sessions/:id', {
      preHandler: guard.user,
      schema: { tags, params: idParamsSchema },
      handler: async (request, reply) => {
        await service.revokeSession(principalOf(request), request.params.id);
        return reply.status(204).send();
      },
    });

    app.post('/api/auth/password', {
      preHandler: guard.user,
      config: limited,
      schema: { tags, body: changePasswordBodySchema, response: { 200: acceptedResponseSchema } },
      handler: async (request) => {
        await service.changePassword(principalOf(request), request.body);
        return { accepted: true as const };
      },
    });

    app.put('/api/auth/two-factor', {
      preHandler: guard.user,
      schema: { tags, body: twoFactorBodySchema, response: { 200: editProfileResponseSchema } },
      handler: async (request) => ({
        success: true as const,
        data: { user: await service.setTwoFactor(principalOf(request), request.body.enabled) },
      }),
    });
  };
}
