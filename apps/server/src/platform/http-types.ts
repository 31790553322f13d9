import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The limit applied to sign-in, sign-up, code and reset routes (429 with Retry-After). */
export type RouteRateLimit = Pick<RateLimitOptions, 'max' | 'timeWindow'>;

export function requestContext(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] };
}
