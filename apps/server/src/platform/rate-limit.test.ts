import { describe, expect, it } from 'vitest';
import { newDeviceId } from '../test/sign-in';
import { useTestApp } from '../test/test-app';

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
