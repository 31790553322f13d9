import type { RateLimitClass } from '@betogether/contracts/common/endpoint';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Calls per minute and route, per class (README: "Rate limits"). */
export type RateLimitNumbers = Record<RateLimitClass, number>;

/**
 * Each route counts on its own, per minute. `auth` counts per IP (nobody is signed in yet); the
 * others per member, so members behind one address (an office, a campus) don't share a budget;
 * a signed-out call counts per IP. Counters live in Redis when `REDIS_URL` is set (every app
 * process shares them), else in memory. Over the limit: 429 RATE_LIMITED with `Retry-After`.
 */
export function createRateLimitPolicy(perMinute: RateLimitNumbers) {
  const byIp = (request: FastifyRequest) => `ip:${request.ip}`;
  const byMember = (request: FastifyRequest) =>
    request.principal ? `user:${request.principal.userId}` : `ip:${request.ip}`;
  return {
    routeOptions(kind: RateLimitClass): RateLimitOptions {
      return {
        max: perMinute[kind],
        timeWindow: 60_000,
        keyGenerator: kind === 'auth' || kind === 'webhook' ? byIp : byMember,
      };
    },
  };
}

export type RateLimitPolicy = ReturnType<typeof createRateLimitPolicy>;
