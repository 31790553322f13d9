import type { Role } from '@betogether/contracts/users/users.schemas';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors';

export type Principal = {
  userId: string;
  sessionId: string;
  role: Role;
  /** When the session ends: realtime closes the member's sockets then (platform/realtime.ts). */
  expiresAt?: Date | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type AuthGuard = {
  /** Any signed-in member; 401 without a valid token. */
  user: preHandlerAsyncHookHandler;
  /** 401 without a token, 403 when the member's role is not one of `roles`. */
  role(...roles: Role[]): preHandlerAsyncHookHandler;
};

/** Spec §7: the header is exactly `Authorization: Token <token>`. */
function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Token ([A-Za-z0-9_-]{20,100})$/.exec(header);
  return match?.[1] ?? null;
}

export function createAuthGuard(
  resolve: (token: string, request: FastifyRequest) => Promise<Principal | null>,
): AuthGuard {
  const authenticate = async (request: FastifyRequest) => {
    const token = tokenFromRequest(request);
    const principal = token ? await resolve(token, request) : null;
    if (!principal) throw new AppError('UNAUTHENTICATED');
    request.principal = principal;
    return principal;
  };
  return {
    user: async (request) => {
      await authenticate(request);
    },
    role:
      (...roles) =>
      async (request) => {
        const principal = await authenticate(request);
        if (!roles.includes(principal.role)) throw new AppError('FORBIDDEN');
      },
  };
}
