import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('GET /healthz and /readyz', () => {
  it('answers ok', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready with the kind of database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('unknown routes', () => {
  it('answer 404 problem+json with the request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      detail: 'No route for GET /api/no-such-thing',
    });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keep a request id given by the caller', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().requestId).toBe('trace-123');
  });
});

describe('security headers', () => {
  it('are sent with every answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are sent with errors too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI document listing the calls', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('BeTogether API');
    expect(doc.paths).toHaveProperty('/api/auth/login');
    expect(doc.paths['/api/auth/login']).toHaveProperty('post');
    expect(doc.paths).toHaveProperty('/api/editProfile');
  });
});

describe('GET /dev/mail.json', () => {
  it('exists in test and development', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
  });
});

describe('in production', () => {
  const prod = useTestApp({ NODE_ENV: 'production' });

  it('has no /dev/mail.json', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('PUT /dev/sink', () => {
  it('reads and drops an upload, answering its size (development only, for benchmarks)', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/dev/sink',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bytes: 3 * 1024 * 1024 });
  });
});
