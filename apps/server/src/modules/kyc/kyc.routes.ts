import { KYC_IMAGE_MAX_BYTES, kycImageTypes } from '@betogether/contracts/kyc/kyc.constants';
import { kycAdminEndpoints as admin, kycEndpoints as e } from '@betogether/contracts/kyc/kyc.endpoints';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Routes } from '../../platform/http/endpoint-router';
import type { KycService } from './kyc.service';
import type { KycReview } from './kyc-review.service';

export function kycRoutes(service: KycService): Routes {
  return (route) => {
    // A photo arrives as its own bytes (encapsulated: only this module's routes parse them so).
    route.app.addContentTypeParser(
      [...kycImageTypes, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: KYC_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    route(e.state, ({ principal }) => service.state(principal.userId));
    route(e.uploadPhoto, ({ principal, params, request }) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new AppError('KYC_IMAGE_UNREADABLE', { detail: 'Send the photo itself as the body' });
      return service.uploadPhoto(principal.userId, params.side, request.body);
    });
    route(e.removePhoto, ({ principal, params }) => service.removePhoto(principal.userId, params.side));
    route(e.send, ({ principal, body }) => service.send(principal.userId, body));
  };
}

export function kycAdminRoutes(review: KycReview): Routes {
  return (route) => {
    route(admin.queue, ({ query }) => review.queue(query));
    route(admin.detail, ({ principal, params }) => review.detail(principal.userId, params.kycId));
    route(admin.decide, ({ principal, params, body, idempotencyKey, audit }) =>
      review.decide(principal.userId, params.kycId, body, idempotencyKey, audit),
    );

    // A photo, only through its signed link (5 minutes, its viewer in it): logged, decrypted, never cached.
    route.app.get('/kyc-photos/:photoId/:viewerId', {
      schema: {
        hide: true,
        params: z.object({ photoId: z.string(), viewerId: z.string() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
      },
      handler: async (request, reply) => {
        const { photoId, viewerId } = request.params as { photoId: string; viewerId: string };
        const { expires, signature } = request.query as { expires?: string; signature?: string };
        const photo = await review.readPhoto(photoId, viewerId, expires, signature);
        if (photo === 'forbidden')
          throw new AppError('FORBIDDEN', { detail: 'This link is not valid or has expired' });
        if (!photo) throw new AppError('KYC_NOT_FOUND');
        return reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(photo);
      },
    });
  };
}
