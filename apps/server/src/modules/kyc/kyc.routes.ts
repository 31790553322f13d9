import { KYC_IMAGE_MAX_BYTES, kycImageTypes } from '@betogether/contracts/kyc/kyc.constants';
import { kycEndpoints as e } from '@betogether/contracts/kyc/kyc.endpoints';
import { AppError } from '../../platform/errors';
import type { Routes } from '../../platform/http/endpoint-router';
import type { KycService } from './kyc.service';

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
