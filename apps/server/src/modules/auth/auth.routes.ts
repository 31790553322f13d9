import { authEndpoints as e } from '@betogether/contracts/auth/auth.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { AuthService } from './auth.service';

const accepted = { accepted: true } as const;

export function authRoutes(service: AuthService): Routes {
  return (route) => {
    route(e.register, ({ body }) => service.register(body));
    route(e.usernameAvailability, async ({ query }) => ({
      available: await service.usernameAvailable(query.username),
    }));
    route(e.referrer, ({ params }) => service.referrer(params.code));
    route(e.verifyEmail, ({ body, client }) => service.verifyEmail(body, client));
    route(e.resendCode, ({ body }) => service.resendCode(body.challengeId));
    route(e.login, ({ body, client }) => service.login(body, client));
    route(e.verifyLogin, ({ body, client }) => service.verifyLogin(body, client));
    // 204 calls: `void` turns the service's Promise<void> into the `undefined` the router answers as 204.
    route(e.logout, async ({ principal }) => void (await service.logout(principal)));
    // The mail leaves in the background: the answer neither waits for it nor tells whether the account exists.
    route(e.requestPasswordReset, ({ body }) => {
      service.requestPasswordReset(body.email);
      return accepted;
    });
    route(e.resetLink, ({ body }) => service.checkResetLink(body.id, body.token));
    route(e.confirmPasswordReset, async ({ body }) => {
      await service.confirmPasswordReset(body);
      return accepted;
    });
    route(e.usernameReminder, ({ body }) => {
      service.requestUsernameReminder(body.email);
      return accepted;
    });
    route(e.sessions, async ({ principal }) => ({ items: await service.listSessions(principal) }));
    route(
      e.revokeSession,
      async ({ principal, params }) => void (await service.revokeSession(principal, params.id)),
    );
    route(e.changePassword, async ({ principal, body }) => {
      await service.changePassword(principal, body);
      return accepted;
    });
    route(e.setTwoFactor, async ({ principal, body }) => ({
      success: true as const,
      data: { user: await service.setTwoFactor(principal, body) },
    }));
  };
}
