/** Identity documents a member may send. */
export const kycDocumentTypes = ['passport', 'id_card', 'driving_licence', 'residence_permit'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];

/** Where a member's identity check stands. `not_started`: nothing sent yet. */
export const kycStatuses = [
  'not_started',
  'pending',
  'approved',
  'rejected',
  'resubmission_requested',
  'expired',
] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** The three photos: the document's two sides and the member holding it. */
export const kycDocumentSides = ['front', 'back', 'selfie'] as const;
export type KycDocumentSide = (typeof kycDocumentSides)[number];

/** What a reviewer may ask to be sent again. */
export const kycFields = [
  'documentType',
  'documentNumber',
  'country',
  'expiresOn',
  'legalName',
  'birthDate',
  'front',
  'back',
  'selfie',
] as const;
export type KycField = (typeof kycFields)[number];

/** The steps of a member's timeline. */
export const kycEventKinds = [
  'submitted',
  'approved',
  'rejected',
  'resubmission_requested',
  'expired',
  'documents_deleted',
] as const;
export type KycEventKind = (typeof kycEventKinds)[number];

export const kycDecisions = ['approve', 'reject', 'resubmit'] as const;
export type KycDecision = (typeof kycDecisions)[number];

/** A photo as sent, before it is cleaned and sealed (phones' photos are 2-8 MB). */
export const KYC_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const kycImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const KYC_DOCUMENT_NUMBER_MAX = 30;
export const KYC_REASON_MAX = 500;

/** The photos each document needs: a passport has no back worth checking. */
export function sidesNeeded(type: KycDocumentType): KycDocumentSide[] {
  return type === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
}
