import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import {
  birthDateSchema,
  calendarDateSchema,
  countryCodeSchema,
  personNameSchema,
  personSummarySchema,
} from '../users/users.schemas';
import {
  KYC_DOCUMENT_NUMBER_MAX,
  KYC_REASON_MAX,
  kycDecisions,
  kycDocumentSides,
  kycDocumentTypes,
  kycEventKinds,
  kycFields,
  kycStatuses,
} from './kyc.constants';

export const kycDocumentTypeSchema = z.enum(kycDocumentTypes);
export const kycStatusSchema = z.enum(kycStatuses);
export const kycDocumentSideSchema = z.enum(kycDocumentSides);
export const kycFieldSchema = z.enum(kycFields);

/** `POST /api/sendKyc`: what the document says; its photos were sent before, one by one. */
export const kycSubmissionSchema = z.object({
  documentType: kycDocumentTypeSchema,
  documentNumber: textSchema
    .trim()
    .min(4, 'At least 4 characters')
    .max(KYC_DOCUMENT_NUMBER_MAX, `At most ${KYC_DOCUMENT_NUMBER_MAX} characters`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Letters, digits, spaces and hyphens, as printed'),
  country: countryCodeSchema,
  /** The document's expiry date: it must still be valid. */
  expiresOn: calendarDateSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  birthDate: birthDateSchema,
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const kycSideParamsSchema = z.object({ side: kycDocumentSideSchema });
export const kycParamsSchema = z.object({ kycId: z.uuid() });

/** A photo sent for the next submission (kept sealed until then). */
export const kycDraftPhotoSchema = z.object({
  side: kycDocumentSideSchema,
  width: z.number().int(),
  height: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type KycDraftPhoto = z.infer<typeof kycDraftPhotoSchema>;

export const kycEventSchema = z.object({
  kind: z.enum(kycEventKinds),
  at: z.iso.datetime(),
  /** A reviewer's reason (rejection, resubmission). */
  reason: z.string().nullable(),
  /** What a resubmission asks for. */
  fields: z.array(kycFieldSchema),
});
export type KycEvent = z.infer<typeof kycEventSchema>;

/** A submission as its member sees it: the document number shows its last 4 characters only. */
export const kycRequestSchema = z.object({
  id: z.uuid(),
  status: kycStatusSchema,
  documentType: kycDocumentTypeSchema,
  documentNumberEnding: z.string(),
  country: z.string(),
  expiresOn: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  submittedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
  resubmitFields: z.array(kycFieldSchema),
});
export type KycRequest = z.infer<typeof kycRequestSchema>;

/**
 * A submitted photo as its reviewer or its owner opens it: a link for that viewer that works a few
 * minutes, each opening logged.
 */
export const kycDocumentLinkSchema = z.object({
  id: z.uuid(),
  side: kycDocumentSideSchema,
  width: z.number().int(),
  height: z.number().int(),
  /** Null once the retention period deleted the file (the decision is kept). */
  url: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type KycDocumentLink = z.infer<typeof kycDocumentLinkSchema>;

/**
 * `GET /api/kyc`: where the member's check stands, its photos in waiting, the photos of the latest
 * submission (links for the member), its timeline.
 */
export const kycStateSchema = z.object({
  status: kycStatusSchema,
  request: kycRequestSchema.nullable(),
  drafts: z.array(kycDraftPhotoSchema),
  /** The latest submission's photos (empty before one); a link is null once the photo was deleted. */
  documents: z.array(kycDocumentLinkSchema),
  timeline: z.array(kycEventSchema),
  /** What the submission is checked against (the form starts from it). */
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    country: z.string(),
  }),
});
export type KycState = z.infer<typeof kycStateSchema>;

/** Admins' queue. `waitingDays`: only requests waiting at least that long. */
export const kycQueueQuerySchema = pageQuerySchema.extend({
  status: kycStatusSchema.exclude(['not_started']).default('pending'),
  country: countryCodeSchema.optional(),
  waitingDays: z.coerce.number().int().min(0).max(365).optional(),
});
export type KycQueueQuery = z.infer<typeof kycQueueQuerySchema>;

export const kycQueueItemSchema = z.object({
  id: z.uuid(),
  member: personSummarySchema,
  status: kycStatusSchema,
  documentType: kycDocumentTypeSchema,
  country: z.string(),
  submittedAt: z.iso.datetime(),
  /** Another account has the same document number, or the same legal name and birth date. */
  possibleDuplicate: z.boolean(),
});
export const kycQueuePageSchema = pageOf(kycQueueItemSchema);

export const kycDocumentViewSchema = z.object({
  side: kycDocumentSideSchema,
  viewer: personSummarySchema,
  at: z.iso.datetime(),
});

export const kycDuplicateSchema = z.object({
  id: z.uuid(),
  member: personSummarySchema,
  status: kycStatusSchema,
  reason: z.enum(['document_number', 'name_and_birth_date']),
});

/** `kyc/{Detailskyc}`: the whole request for its reviewer. */
export const kycDetailSchema = z.object({
  request: kycRequestSchema.extend({ documentNumber: z.string() }),
  member: personSummarySchema,
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    country: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
  }),
  documents: z.array(kycDocumentLinkSchema),
  views: z.array(kycDocumentViewSchema),
  duplicates: z.array(kycDuplicateSchema),
  timeline: z.array(kycEventSchema.extend({ actor: personSummarySchema.nullable() })),
});
export type KycDetail = z.infer<typeof kycDetailSchema>;

export const kycDecisionBodySchema = z
  .object({
    decision: z.enum(kycDecisions),
    reason: textSchema.trim().max(KYC_REASON_MAX, `At most ${KYC_REASON_MAX} characters`).optional(),
    fields: z.array(kycFieldSchema).max(kycFields.length).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision !== 'approve' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why: the member reads it' });
    if (body.decision === 'resubmit' && !body.fields?.length)
      context.addIssue({ code: 'custom', path: ['fields'], message: 'Choose what must be sent again' });
  });
export type KycDecisionBody = z.infer<typeof kycDecisionBodySchema>;
