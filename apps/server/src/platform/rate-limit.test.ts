import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { newDeviceId } from '../test/sign-in';
import { useTestApp } from '../test/test-app';
import { testDatabase } from '../test/test-database';

const ctx = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });

describe('rate limit on sign-in', () => {
  it('answers the 4th attempt within a minute with 429 RATE_LIMITED and retry-after', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'nobody@example.test', password: 'whatever-it-is', deviceId: newDeviceId() },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);

    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: retryAfter,
    });
    expect(limited.json().requestId).toBe(limited.headers['x-request-id']);

    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('rate limit store', () => {
  it('is shared by every app process through Redis when REDIS_URL is set, and per process otherwise', async () => {
    const config = { ...ctx.config, rateLimits: { ...ctx.config.rateLimits, auth: 2 } };
    const namespace = `test-shared-${crypto.randomUUID()}:`;
    const database = await testDatabase();
    const first = await buildApp(config, { database, serveWebApp: false, rateLimitNamespace: namespace });
    const second = await buildApp(config, { database, serveWebApp: false, rateLimitNamespace: namespace });
    try {
      const attempt = (app: typeof first) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: 'nobody@example.test' },
        });
      expect((await attempt(first)).statusCode).toBe(202);
      expect((await attempt(first)).statusCode).toBe(202);
      // The third attempt goes to the other process.
      const third = await attempt(second);
      expect(third.statusCode).toBe(config.redisUrl ? 429 : 202);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
