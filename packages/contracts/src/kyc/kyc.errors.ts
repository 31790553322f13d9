import type { ErrorCatalogue } from '../common/common.errors';

/** Error codes of identity checks. Stable: never renamed or reused. */
export const kycErrors = {
  KYC_NOT_FOUND: { status: 404, title: 'This identity check does not exist' },
  /** Pending (wait for the decision) or approved (nothing to send). */
  KYC_STATE_CONFLICT: { status: 409, title: 'Your identity check cannot take this now' },
  KYC_DOCUMENTS_MISSING: { status: 422, title: 'A photo of the document is missing' },
  /** The legal name or birth date differs from the profile's: explained field by field. */
  KYC_PROFILE_MISMATCH: { status: 422, title: 'The document does not match your profile' },
  KYC_IMAGE_UNREADABLE: { status: 422, title: 'This photo cannot be read' },
  KYC_DOCUMENT_UNREADABLE: { status: 500, title: 'This document cannot be decrypted' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof kycErrors, true> {}
}
