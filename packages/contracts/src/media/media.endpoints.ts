import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import { MAX_CHUNK_BYTES, SINGLE_REQUEST_MAX_BYTES } from './media.constants';
import {
  createUploadBodySchema,
  mediaLinkSchema,
  mediaObjectSchema,
  mediaParamsSchema,
  singleUploadQuerySchema,
  storageUsageSchema,
  uploadChunkHeadersSchema,
  uploadSessionSchema,
  videoLimitsBodySchema,
  videoLimitsSchema,
} from './media.schemas';

/** Uploads (the resumable protocol of media.constants.ts), one's own files and storage usage. */
export const mediaEndpoints = defineEndpoints('media', {
  createUpload: {
    method: 'POST',
    path: '/api/uploads',
    access: 'user',
    rateLimit: 'write',
    description: 'Answers the session with `Upload-Offset: 0` and its address in `Location`.',
    schemas: { body: createUploadBodySchema, response: { 201: uploadSessionSchema } },
  },
  upload: {
    method: 'GET',
    path: '/api/uploads/:id',
    access: 'user',
    description:
      'Also answers HEAD: the offset to resume from after a lost connection, in `Upload-Offset` (and `Upload-Length`).',
    schemas: { params: mediaParamsSchema, response: { 200: uploadSessionSchema } },
  },
  sendChunk: {
    method: 'PATCH',
    path: '/api/uploads/:id',
    access: 'user',
    rateLimit: 'write',
    bodyLimit: MAX_CHUNK_BYTES + 1024,
    description:
      'The body is the chunk’s bytes as `application/offset+octet-stream`, starting at `Upload-Offset`. 204 with the new `Upload-Offset` while more is to come; 200 with the session and its media object after the last chunk; 409 with the server’s `Upload-Offset` when the chunk does not start where the upload stands.',
    schemas: {
      params: mediaParamsSchema,
      headers: uploadChunkHeadersSchema,
      response: { 200: uploadSessionSchema, 204: z.null() },
    },
  },
  abortUpload: {
    method: 'DELETE',
    path: '/api/uploads/:id',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: mediaParamsSchema, response: { 204: z.null() } },
  },
  uploadWhole: {
    method: 'POST',
    path: '/api/media',
    access: 'user',
    rateLimit: 'write',
    bodyLimit: SINGLE_REQUEST_MAX_BYTES,
    description:
      'The body is the file itself (up to 256 KB) with its own `Content-Type`; its bytes decide what it really is.',
    schemas: { query: singleUploadQuerySchema, response: { 201: mediaObjectSchema } },
  },
  media: {
    method: 'GET',
    path: '/api/media/:id',
    access: 'user',
    description:
      'One of one’s own files: `processing` while its variants are made, then `ready` or `failed`.',
    schemas: { params: mediaParamsSchema, response: { 200: mediaObjectSchema } },
  },
  link: {
    method: 'GET',
    path: '/api/media/:id/url',
    access: 'user',
    description:
      'A link to one of one’s own files: its public address, or a signed link to a private one that works for 5 minutes.',
    schemas: { params: mediaParamsSchema, response: { 200: mediaLinkSchema } },
  },
  usage: {
    method: 'GET',
    path: '/api/storage/usage',
    access: 'user',
    schemas: { response: { 200: storageUsageSchema } },
  },
  videoLimits: {
    method: 'GET',
    path: '/api/media/video-limits',
    access: 'user',
    description:
      'Whether videos can be uploaded now (ffmpeg on the server), and how long and large they may be.',
    schemas: { response: { 200: videoLimitsSchema } },
  },
});

/** The admins' limits on uploaded videos. */
export const mediaAdminEndpoints = defineEndpoints('mediaAdmin', {
  setVideoLimits: {
    method: 'PUT',
    path: '/api/admin/media/video-limits',
    access: 'admin',
    rateLimit: 'write',
    audit: 'media.video-limits',
    schemas: { body: videoLimitsBodySchema, response: { 200: videoLimitsSchema } },
  },
});
