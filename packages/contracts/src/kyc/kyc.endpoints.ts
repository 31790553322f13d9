import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import { KYC_IMAGE_MAX_BYTES } from './kyc.constants';
import {
  kycDecisionBodySchema,
  kycDetailSchema,
  kycDraftPhotoSchema,
  kycParamsSchema,
  kycQueuePageSchema,
  kycQueueQuerySchema,
  kycSideParamsSchema,
  kycStateSchema,
  kycSubmissionSchema,
} from './kyc.schemas';

/**
 * A member's identity check (KYC): the photos are sent one by one (each cleaned of its metadata
 * and sealed at once), then `sendKyc` submits them with what the document says. Documents are
 * never public: reviewers open them through links that work a few minutes, each opening logged.
 */
export const kycEndpoints = defineEndpoints('kyc', {
  state: {
    method: 'GET',
    path: '/api/kyc',
    access: 'user',
    description: 'Where the member’s identity check stands, the photos waiting to be sent, the timeline.',
    schemas: { response: { 200: kycStateSchema } },
  },
  uploadPhoto: {
    method: 'PUT',
    path: '/api/kyc/photos/:side',
    access: 'user',
    rateLimit: 'write',
    bodyLimit: KYC_IMAGE_MAX_BYTES,
    description:
      'The body is the photo itself (JPEG, PNG, WebP or HEIC, up to 15 MB) with its own `Content-Type`. It replaces the photo of that side waiting to be sent.',
    schemas: { params: kycSideParamsSchema, response: { 200: kycDraftPhotoSchema } },
  },
  removePhoto: {
    method: 'DELETE',
    path: '/api/kyc/photos/:side',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: kycSideParamsSchema, response: { 204: z.null() } },
  },
  send: {
    method: 'POST',
    path: '/api/sendKyc',
    access: 'user',
    rateLimit: 'write',
    description:
      'Submits the photos waiting with what the document says. The legal name and birth date are checked against the profile: a difference is explained field by field (422 KYC_PROFILE_MISMATCH).',
    schemas: { body: kycSubmissionSchema, response: { 201: kycStateSchema } },
  },
});

/** Admins' review of identity checks (`kyc/all-kyc`, `kyc/{Detailskyc}`). */
export const kycAdminEndpoints = defineEndpoints('kycAdmin', {
  queue: {
    method: 'GET',
    path: '/api/admin/kyc',
    access: 'admin',
    description: 'Requests by state (pending first, oldest first), country and waiting time; keyset pages.',
    schemas: { query: kycQueueQuerySchema, response: { 200: kycQueuePageSchema } },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/kyc/:kycId',
    access: 'admin',
    description:
      'The request, its photos as short-lived links, who opened them, possible duplicates, its timeline.',
    schemas: { params: kycParamsSchema, response: { 200: kycDetailSchema } },
  },
  decide: {
    method: 'POST',
    path: '/api/admin/kyc/:kycId/decision',
    access: 'admin',
    rateLimit: 'money',
    idempotent: true,
    audit: 'kyc.decision',
    description: 'Approve, reject with a reason, or ask for some fields again: the member is told at once.',
    schemas: { params: kycParamsSchema, body: kycDecisionBodySchema, response: { 200: kycDetailSchema } },
  },
});
