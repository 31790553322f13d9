import type { Readable } from 'node:stream';
import {
  CHUNK_CONTENT_TYPE,
  MAX_CHUNK_BYTES,
  SINGLE_REQUEST_MAX_BYTES,
  UPLOAD_OFFSET_HEADER,
} from '@betogether/contracts/media/media.constants';
import { mediaEndpoints as e, mediaAdminEndpoints } from '@betogether/contracts/media/media.endpoints';
import type { UploadSession } from '@betogether/contracts/media/media.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Routes } from '../../platform/http/endpoint-router';
import type { MediaService } from './media.service';

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

/** The protocol's headers on every answer about a session: where it stands, never cached. */
function withOffset(reply: FastifyReply, session: UploadSession): UploadSession {
  reply
    .header('upload-offset', String(session.offset))
    .header('upload-length', String(session.size))
    .header('cache-control', 'no-store');
  return session;
}

/** A chunk's bytes as a stream (not buffered: up to 32 MB each) and its announced length. */
function chunkOf(request: FastifyRequest): { bytes: Readable; length: number } {
  if (request.headers['content-type'] !== CHUNK_CONTENT_TYPE) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { detail: `Send chunks as ${CHUNK_CONTENT_TYPE}` });
  }
  const length = Number(request.headers['content-length']);
  if (!Number.isInteger(length) || length < 0) {
    throw new AppError('VALIDATION_FAILED', {
      errors: [{ field: 'content-length', message: 'Send the chunk length', code: 'required' }],
    });
  }
  if (length > MAX_CHUNK_BYTES) throw new AppError('FILE_TOO_LARGE', { detail: 'A chunk is at most 32 MB' });
  return { bytes: request.body as Readable, length };
}

/** A small file sent whole: its bytes, and the type the browser declared for it. */
function wholeFileOf(request: FastifyRequest): { bytes: Buffer; declaredType: string } {
  if (!Buffer.isBuffer(request.body))
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { detail: 'Send the file itself as the body' });
  const declaredType =
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  return { bytes: request.body, declaredType };
}

export function mediaRoutes(service: MediaService): Routes {
  return (route) => {
    // Chunks and small files arrive as raw bytes (encapsulated: only this module's routes parse them).
    // Small files come as their own type, whatever it is (the bytes decide what they really are,
    // and a type no purpose takes gets the module's 415); a text file too: Fastify's own text/plain
    // parser (a string) gives way here.
    if (route.app.hasContentTypeParser('text/plain')) route.app.removeContentTypeParser('text/plain');
    route.app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: SINGLE_REQUEST_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Chunks are not buffered: the service streams them to storage (up to 32 MB each).
    route.app.addContentTypeParser(CHUNK_CONTENT_TYPE, (_request, payload, done) => done(null, payload));

    route(e.createUpload, async ({ principal, body, reply }) => {
      const session = await service.createUpload(principal.userId, body);
      reply.header('location', e.upload.path.replace(':id', encodeURIComponent(session.id)));
      return withOffset(reply, session);
    });
    // Fastify also answers HEAD for a GET route: the offset to resume from, without the body.
    route(e.upload, async ({ principal, params, reply }) =>
      withOffset(reply, await service.getUpload(principal.userId, params.id)),
    );
    route(e.sendChunk, async ({ principal, params, headers, request, reply }) => {
      const { bytes, length } = chunkOf(request);
      const offset = headers[UPLOAD_OFFSET_HEADER];
      const session = await service.receiveChunk(principal.userId, params.id, offset, bytes, length);
      withOffset(reply, session);
      // More to come: 204 with the new offset; the last chunk answers the session and its media.
      return session.status === 'complete' ? session : undefined;
    });
    route(
      e.abortUpload,
      async ({ principal, params }) => void (await service.abortUpload(principal.userId, params.id)),
    );
    route(e.uploadWhole, ({ principal, query, request }) => {
      const { bytes, declaredType } = wholeFileOf(request);
      return service.uploadWhole(principal.userId, query.purpose, declaredType, bytes, query.fileName);
    });
    route(e.media, ({ principal, params }) => service.getMedia(principal.userId, params.id));
    route(e.link, ({ principal, params }) => service.fileLink(principal.userId, params.id));
    route(e.usage, ({ principal }) => service.usage(principal.userId));
    route(e.videoLimits, () => service.videoLimits());

    // Not API calls but the addresses of <img>/<video> sources: plain routes, left out of OpenAPI.
    fileRoutes(route.app, service);
  };
}

/** The admins' video limits. */
export function mediaAdminRoutes(service: MediaService): Routes {
  return (route) => {
    route(mediaAdminEndpoints.setVideoLimits, ({ principal, body, audit }) =>
      service.setVideoLimits(principal.userId, body, audit),
    );
  };
}

function fileRoutes(scope: FastifyInstance, service: MediaService) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  /**
   * Streams a stored file with Range support; `cacheControl` depends on who may read it. A file
   * stored as sent has its own type and disposition: a download is never shown as a page.
   */
  async function sendStored(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    size: number,
    cacheControl: string,
    served: { contentType?: string; disposition?: string } = {},
  ) {
    const range = parseRange(request.headers.range, size);
    if (range === 'invalid') return reply.status(416).header('content-range', `bytes */${size}`).send();
    const file = await service.readStoredFile(key, range ?? undefined);
    if (!file) throw new AppError('MEDIA_NOT_FOUND');
    reply
      .header('cache-control', cacheControl)
      .header('accept-ranges', 'bytes')
      .header('content-type', served.contentType ?? file.contentType)
      .header('x-content-type-options', 'nosniff');
    if (served.disposition) {
      reply.header('content-disposition', served.disposition);
      // Opened anyway (a download manager, an old browser): no script runs, nothing loads.
      if (served.disposition.startsWith('attachment'))
        reply.header('content-security-policy', "default-src 'none'; sandbox");
    }
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

  // Variants, videos and files stored as sent (chat files, voice notes) with Range support: public
  // ones cached for a year (their names never change); private ones (a friends-only post's
  // pictures, a chat's files) only through a signed link.
  app.get('/files/:folder/:name', {
    schema: {
      hide: true,
      params: z.object({ folder: z.string(), name: z.string() }),
      querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
    },
    handler: async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const found = await service.storedFile(key, request.query);
      if (found === 'forbidden')
        throw new AppError('FORBIDDEN', { detail: 'This link is not valid or has expired' });
      if (!found) throw new AppError('MEDIA_NOT_FOUND');
      return sendStored(request, reply, key, found.size, found.cacheControl, found);
    },
  });
}
