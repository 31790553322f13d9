import type { Readable } from 'node:stream';
import {
  CHUNK_CONTENT_TYPE,
  createUploadBodySchema,
  MAX_CHUNK_BYTES,
  mediaLinkSchema,
  mediaObjectSchema,
  mediaParamsSchema,
  SINGLE_REQUEST_MAX_BYTES,
  singleUploadQuerySchema,
  storageUsageSchema,
  UPLOAD_OFFSET_HEADER,
  uploadSessionSchema,
} from '@betogether/contracts/media/media.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import { AppError } from '../../platform/errors';
import type { MediaService } from './media.service';

const uploadHeaders = z.object({ [UPLOAD_OFFSET_HEADER]: z.coerce.number().int().min(0) });
/** Small files (one request) arrive as their own type; the bytes decide what they really are. */
const rawTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/octet-stream',
];

/** `bytes=start-end` (one range) against `size`; null when absent, 'invalid' when unsatisfiable. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

function offsetHeaders(reply: FastifyReply, offset: number, size: number) {
  reply
    .header('upload-offset', String(offset))
    .header('upload-length', String(size))
    .header('cache-control', 'no-store');
}

export function mediaRoutes(service: MediaService, guard: AuthGuard): FastifyPluginAsyncZod {
  const tags = ['media'];
  return async (app) => {
    // Chunks and small files arrive as raw bytes (encapsulated: only these routes parse them).
    app.addContentTypeParser(
      rawTypes,
      { parseAs: 'buffer', bodyLimit: SINGLE_REQUEST_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Chunks are not buffered: the service streams them to storage (up to 32 MB each).
    app.addContentTypeParser(CHUNK_CONTENT_TYPE, (_request, payload, done) => done(null, payload));

    app.post('/api/uploads', {
      preHandler: guard.user,
      schema: { tags, body: createUploadBodySchema, response: { 201: uploadSessionSchema } },
      handler: async (request, reply) => {
        const session = await service.createUpload(principalOf(request).userId, request.body);
        offsetHeaders(reply, session.offset, session.size);
        return reply.status(201).header('location', `/api/uploads/${session.id}`).send(session);
      },
    });

    // Also answers HEAD (Fastify exposes HEAD for GET routes): the offset to resume from.
    app.get('/api/uploads/:id', {
      preHandler: guard.user,
      schema: { tags, params: mediaParamsSchema, response: { 200: uploadSessionSchema } },
      handler: async (request, reply) => {
        const session = await service.getUpload(principalOf(request).userId, request.params.id);
        offsetHeaders(reply, session.offset, session.size);
        return session;
      },
    });

    app.patch('/api/uploads/:id', {
      preHandler: guard.user,
      bodyLimit: MAX_CHUNK_BYTES + 1024,
      schema: {
        tags,
        params: mediaParamsSchema,
        headers: uploadHeaders,
        response: { 200: uploadSessionSchema, 204: z.null() },
      },
      handler: async (request, reply) => {
        if (request.headers['content-type'] !== CHUNK_CONTENT_TYPE) {
          throw new AppError('FILE_TYPE_NOT_ALLOWED', { detail: `Send chunks as ${CHUNK_CONTENT_TYPE}` });
        }
        const length = Number(request.headers['content-length']);
        if (!Number.isInteger(length) || length < 0) {
          throw new AppError('VALIDATION_FAILED', {
            errors: [{ field: 'content-length', message: 'Send the chunk length', code: 'required' }],
          });
        }
        if (length > MAX_CHUNK_BYTES)
          throw new AppError('FILE_TOO_LARGE', { detail: 'A chunk is at most 32 MB' });
        const offset = request.headers[UPLOAD_OFFSET_HEADER];
        const session = await service.receiveChunk(
          principalOf(request).userId,
          request.params.id,
          offset,
          request.body as Readable,
          length,
        );
        offsetHeaders(reply, session.offset, session.size);
        if (session.status === 'complete') return session;
        return reply.status(204).send(null);
      },
    });

    app.delete('/api/uploads/:id', {
      preHandler: guard.user,
      schema: { tags, params: mediaParamsSchema },
      handler: async (request, reply) => {
        await service.abortUpload(principalOf(request).userId, request.params.id);
        return reply.status(204).send();
      },
    });

    app.post('/api/media', {
      preHandler: guard.user,
      bodyLimit: SINGLE_REQUEST_MAX_BYTES,
      schema: { tags, querystring: singleUploadQuerySchema, response: { 201: mediaObjectSchema } },
      handler: async (request, reply) => {
        if (!Buffer.isBuffer(request.body))
          throw new AppError('FILE_TYPE_NOT_ALLOWED', { detail: 'Send the file itself as the body' });
        const declared =
          String(request.headers['content-type'] ?? '')
            .split(';')[0]
            ?.trim() ?? '';
        const media = await service.uploadWhole(
          principalOf(request).userId,
          request.query.purpose,
          declared,
          request.body,
        );
        return reply.status(201).send(media);
      },
    });

    app.get('/api/media/:id', {
      preHandler: guard.user,
      schema: { tags, params: mediaParamsSchema, response: { 200: mediaObjectSchema } },
      handler: async (request) => service.getMedia(principalOf(request).userId, request.params.id),
    });

    app.get('/api/storage/usage', {
      preHandler: guard.user,
      schema: { tags, response: { 200: storageUsageSchema } },
      handler: async (request) => service.usage(principalOf(request).userId),
    });

    app.get('/api/media/:id/url', {
      preHandler: guard.user,
      schema: { tags, params: mediaParamsSchema, response: { 200: mediaLinkSchema } },
      handler: async (request) => service.fileLink(principalOf(request).userId, request.params.id),
    });

    /** Streams a stored file with Range support; `cacheControl` depends on who may read it. */
    async function sendStored(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      size: number,
      cacheControl: string,
    ) {
      const range = parseRange(request.headers.range, size);
      if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${size}`).send();
      const file = await service.readStoredFile(key, range ?? undefined);
      if (!file) throw new AppError('MEDIA_NOT_FOUND');
      reply
        .header('cache-control', cacheControl)
        .header('accept-ranges', 'bytes')
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff');
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
        reply.header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(size));
      }
      return reply.send(file.stream);
    }

    // Private files: only through a signed link, checked on every read, never cached by proxies.
    app.get('/files/private/:name', {
      schema: {
        hide: true,
        params: z.object({ name: z.string() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
      },
      handler: async (request, reply) => {
        const found = await service.readPrivateFile(
          request.params.name,
          request.query.expires,
          request.query.signature,
        );
        if (!found) throw new AppError('FORBIDDEN', { detail: 'This link is not valid or has expired' });
        if (!found.stat) throw new AppError('MEDIA_NOT_FOUND');
        return sendStored(request, reply, found.key, found.stat.size, 'private, no-store');
      },
    });

    // Public variants, cached for a year (their names never change), with Range support.
    app.get('/files/:folder/:name', {
      schema: { hide: true, params: z.object({ folder: z.string(), name: z.string() }) },
      handler: async (request, reply) => {
        const key = `${request.params.folder}/${request.params.name}`;
        const stat = await service.statPublicFile(key).catch(() => null);
        if (!stat) throw new AppError('MEDIA_NOT_FOUND');
        return sendStored(request, reply, key, stat.size, 'public, max-age=31536000, immutable');
      },
    });
  };
}
