import {
  devMailListSchema,
  healthSchema,
  readinessSchema,
} from '@betogether/contracts/system/system.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';

type Deps = { ping(): Promise<void>; databaseKind: 'pglite' | 'postgres'; mailer: Mailer; devTools: boolean };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function systemRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      '/readyz',
      { schema: { tags: ['system'], response: { 200: readinessSchema } } },
      async (request) => {
        try {
          await deps.ping();
        } catch (err) {
          request.log.error({ err }, 'database not ready');
          throw new AppError('SERVICE_UNAVAILABLE', { detail: 'The database does not answer' });
        }
        return { status: 'ok' as const, database: deps.databaseKind };
      },
    );

    if (!deps.devTools) return;

    // A sink for benchmarks (bench/upload-throughput.ts): the ceiling of a plain upload to this
    // server, bytes read and dropped. Development only, like the outbox.
    app.addContentTypeParser(
      'application/octet-stream',
      { bodyLimit: 1024 ** 3 },
      (_request, payload, done) => done(null, payload),
    );
    app.put('/dev/sink', { bodyLimit: 1024 ** 3, schema: { hide: true } }, async (request) => {
      let bytes = 0;
      for await (const chunk of request.body as AsyncIterable<Buffer>) bytes += chunk.length;
      return { bytes };
    });

    // The mail outbox, for development and end-to-end tests only (never in production).
    app.get(
      '/dev/mail.json',
      { schema: { tags: ['dev'], response: { 200: devMailListSchema } } },
      async () => ({
        items: await deps.mailer.outbox(100),
      }),
    );

    app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
      const items = await deps.mailer.outbox(100);
      const rows = items
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · <time>${escapeHtml(m.sentAt)}</time></p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('');
      const empty = '<p>No mail yet. Messages the app sends appear here.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · BeTogether</title><style>body{font-family:sans-serif;max-width:760px;margin:24px auto;padding:0 16px;background:#F0F2F5}article{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap}</style></head><body><h1>Outbox</h1>${rows || empty}</body></html>`,
        );
    });
  };
}
