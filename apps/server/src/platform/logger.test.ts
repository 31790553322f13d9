import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createHttpServer } from './http/http-server';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides the values of secret-looking query parameters and keeps the others', () => {
    expect(redactUrl('/files/a/b.jpg?expires=1767225600&signature=abcDEF_123')).toBe(
      '/files/a/b.jpg?expires=[REDACTED]&signature=[REDACTED]',
    );
    expect(redactUrl('/x?token=t0k&resetToken=r&X-Amz-Signature=s&access_token=a&sig=g&code=123456')).toBe(
      '/x?token=[REDACTED]&resetToken=[REDACTED]&X-Amz-Signature=[REDACTED]&access_token=[REDACTED]&sig=[REDACTED]&code=[REDACTED]',
    );
    expect(redactUrl('/api/feed?cursor=abc&limit=20&q=design')).toBe(
      '/api/feed?cursor=abc&limit=20&q=design',
    );
    expect(redactUrl('/api/search?design=1&author=ana')).toBe('/api/search?design=1&author=ana');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it('hides the token of reset paths, links already mailed included', () => {
    expect(redactUrl('/auth/confirm_new_password/0b6f/s3cr3t-t0ken?x=1')).toBe(
      '/auth/confirm_new_password/0b6f/[REDACTED]?x=1',
    );
    expect(redactUrl('/api/auth/password-reset/0b6f/s3cr3t-t0ken')).toBe(
      '/api/auth/password-reset/0b6f/[REDACTED]',
    );
    expect(redactUrl('/api/auth/password-reset/confirm')).toBe('/api/auth/password-reset/confirm');
  });

  it('judges a malformed escape in a name as written', () => {
    expect(redactUrl('/x?%E0%A4%A=1&token%ZZ=2&sig=3')).toBe('/x?%E0%A4%A=1&token%ZZ=2&sig=[REDACTED]');
  });
});

describe('the request log', () => {
  it('never holds a signed link’s signature or a reset token', async () => {
    const lines: string[] = [];
    const config = loadConfig({ LOG_LEVEL: 'info' });
    const { app } = await createHttpServer(config, {
      redis: null,
      logStream: { write: (line) => lines.push(line) },
    });
    app.get('/files/:key', async () => 'file');
    app.setNotFoundHandler((_request, reply) => reply.status(404).send('none'));
    await app.ready();
    try {
      const signature = 'Zx9-secret-signature_value';
      const token = 'reset-token-that-must-stay-secret';
      await app.inject({ url: `/files/avatar.jpg?expires=1767225600&signature=${signature}` });
      await app.inject({ url: `/auth/confirm_new_password/0b6f0c3e/${token}` });
      await app.inject({ url: `/api/auth/password-reset/0b6f0c3e/${token}` });

      const log = lines.join('');
      expect(log).toContain('/files/avatar.jpg?expires=[REDACTED]&signature=[REDACTED]');
      expect(log).toContain('/auth/confirm_new_password/0b6f0c3e/[REDACTED]');
      expect(log).not.toContain(signature);
      expect(log).not.toContain(token);
      expect(log).not.toContain('1767225600');
    } finally {
      await app.close();
    }
  });
});
