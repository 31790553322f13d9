import { describe, expect, it } from 'vitest';
import { newDeviceId } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';

// Sign-in counts per IP: 2 attempts per minute here, behind one trusted proxy on 10.0.0.2.
const ctx = useTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.2' });

function attempt(remoteAddress: string, forwardedFor?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { identifier: 'nobody@example.test', password: 'whatever-it-is', deviceId: newDeviceId() },
  });
}

describe('TRUST_PROXY with a list of proxies', () => {
  it('gives a client that makes up X-Forwarded-For no fresh rate-limit bucket', async () => {
    expect((await attempt('203.0.113.7', '198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('203.0.113.7', '198.51.100.2')).statusCode).toBe(401);
    // A third made-up address: still the same client, still the same bucket.
    expect((await attempt('203.0.113.7', '198.51.100.3')).statusCode).toBe(429);
    expect((await attempt('203.0.113.7', '10.0.0.2, 198.51.100.4')).statusCode).toBe(429);
  });

  it('counts each client behind the trusted proxy on its own, by the address the proxy saw', async () => {
    expect((await attempt('10.0.0.2', '192.0.2.10')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2', '192.0.2.10')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2', '192.0.2.10')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await attempt('10.0.0.2', '192.0.2.11')).statusCode).toBe(401);
    // A client that sends its own header through the proxy: the proxy appends what it saw, and that counts.
    expect((await attempt('10.0.0.2', '198.51.100.9, 192.0.2.10')).statusCode).toBe(429);
  });
});
