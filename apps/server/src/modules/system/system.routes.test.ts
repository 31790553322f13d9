import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { createSystemService } from './system.service';

const ctx = useTestApp();
const production = {
  NODE_ENV: 'production',
  PAYMENTS_SANDBOX: 'true',
  KYC_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('GET /healthz and /readyz', () => {
  it('answers ok', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready with the kinds of database and job queue, and whether videos can be processed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      queue: process.env.REDIS_URL ? 'bullmq' : 'pg-boss',
      video: { available: true, reason: null },
    });
  });
});

describe('GET /api/admin/jobs', () => {
  it('shows admins every queue with its jobs by state; members and visitors are refused', async () => {
    const url = '/api/admin/jobs';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = await signedInAccount(ctx);
    expect((await ctx.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
    const admin = await signedInAccount(ctx, 'admin');
    const res = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe(process.env.REDIS_URL ? 'bullmq' : 'pg-boss');
    expect(body.queues.map((queue: { name: string }) => queue.name)).toEqual(
      expect.arrayContaining(['media.process-image', 'media.transcode-video', 'media.cleanup']),
    );
    expect(body.failures).toEqual([]);
  });

  it('lists the latest failures of every queue, newest first, at most 20', async () => {
    const failure = (n: number) => ({
      id: `job-${n}`,
      data: {},
      error: `boom ${n}`,
      attempts: 4,
      failedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    });
    const service = createSystemService({
      ping: async () => undefined,
      databaseKind: 'pglite',
      videoStatus: async () => ({ available: true, reason: null }),
      mailer: { outbox: async () => [] },
      queue: {
        kind: 'pg-boss',
        counts: async () => [
          { name: 'a', waiting: 0, active: 0, failed: 15 },
          { name: 'b', waiting: 2, active: 1, failed: 0 },
          { name: 'c', waiting: 0, active: 0, failed: 15 },
        ],
        failures: async (name) =>
          Array.from({ length: 15 }, (_, i) => failure((name as string) === 'a' ? i * 2 : i * 2 + 1)),
      },
    });
    const jobs = await service.jobs();
    expect(jobs.queues).toHaveLength(3);
    expect(jobs.failures).toHaveLength(20);
    expect(jobs.failures[0]).toMatchObject({ queue: 'c', id: 'job-29', error: 'boom 29' });
    expect(jobs.failures[1]).toMatchObject({ queue: 'a', id: 'job-28' });
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

  it('let the page connect to its own realtime socket only (ws and wss of its own host)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: '127.0.0.1:3000' },
    });
    const connectSrc = /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(connectSrc?.split(' ')).toEqual(["'self'", 'ws://127.0.0.1:3000', 'wss://127.0.0.1:3000']);
  });

  it('write nothing of a Host header that is not a plain host into the policy', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'evil.test script-src *' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]?.trim()).toBe("'self'");
    expect(csp).not.toContain('evil.test');
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

describe('dev tools', () => {
  const dev = useTestApp({ DEV_TOOLS: 'true' });

  it('are off by default, outside production too: no outbox, no sink', async () => {
    for (const [method, url] of [
      ['GET', '/dev/mail.json'],
      ['GET', '/dev/mail'],
      ['PUT', '/dev/sink'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('GET /dev/mail.json lists the outbox with DEV_TOOLS=true', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
  });

  it('PUT /dev/sink reads and drops an upload, answering its size (for benchmarks)', async () => {
    const res = await dev.app.inject({
      method: 'PUT',
      url: '/dev/sink',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bytes: 3 * 1024 * 1024 });
  });
});

describe('in production', () => {
  const prod = useTestApp(production);

  it('has no /dev/mail.json', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('has no API documentation unless API_DOCS=true', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('in production with API_DOCS=true', () => {
  const prod = useTestApp({ ...production, API_DOCS: 'true' });

  it('serves the OpenAPI document', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.title).toBe('BeTogether API');
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of ['Allow: /$', 'Allow: /landingpage/', 'Allow: /auth/login$', 'Disallow: /'])
      expect(lines).toContain(rule);
  });
});

describe('unknown paths with the web app built', () => {
  const web = useTestApp(() => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>BeTogether</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    return { WEB_DIST_DIR: dist };
  });
  const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it('answer a browser navigation to an app route with the app (its router shows the 404)', async () => {
    for (const url of ['/', '/social/no-such-screen/anywhere', '/social/profile/ana.b', '/auth/login?x=1']) {
      const res = await web.app.inject({ method: 'GET', url, headers: browser });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>BeTogether</title>');
    }
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('answer a 404 problem to scanners, files and anything that is not an HTML navigation', async () => {
    const probes: Array<[string, Record<string, string>]> = [
      ['/wp-login.php', browser],
      ['/.env', browser],
      ['/.git/config', browser],
      ['/foo.js', browser],
      ['/x.png', browser],
      ['/backup.sql', browser],
      ['/assets/missing-5678.js', browser],
      ['/social/feed', { accept: 'application/json' }],
      ['/social/feed', { accept: '*/*' }],
      ['/social/feed', {}],
    ];
    for (const [url, headers] of probes) {
      const res = await web.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const post = await web.app.inject({ method: 'POST', url: '/social/feed', headers: browser });
    expect(post.statusCode).toBe(404);
  });
});
