import type { KycDocumentType, KycField, KycStatus } from '@betogether/contracts/kyc/kyc.constants';
import type {
  KycDocumentLink,
  KycDraftPhoto,
  KycEvent,
  KycRequest,
} from '@betogether/contracts/kyc/kyc.schemas';
import type { KycPhotoRow, KycRequestRow } from './kyc.tables';
import type { PhotoLinks } from './kyc-links';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A submission as its member sees it: the document number's last 4 characters only. */
export function toRequest(row: KycRequestRow): KycRequest {
  return {
    id: row.id,
    status: row.status as Exclude<KycStatus, 'not_started'>,
    documentType: row.documentType as KycDocumentType,
    documentNumberEnding: row.documentNumber.replace(/[\s-]/g, '').slice(-4),
    country: row.country,
    expiresOn: row.expiresOn,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    reason: row.reason,
    resubmitFields: row.resubmitFields as KycField[],
  };
}

export function toDraft(row: KycPhotoRow): KycDraftPhoto {
  return {
    side: row.side as KycDraftPhoto['side'],
    width: row.width,
    height: row.height,
    uploadedAt: row.createdAt.toISOString(),
  };
}

export function toEvent(row: { kind: string; at: Date; reason: string | null; fields: string[] }): KycEvent {
  return {
    kind: row.kind as KycEvent['kind'],
    at: row.at.toISOString(),
    reason: row.reason,
    fields: row.fields as KycField[],
  };
}

/** Upper case letters and digits: two submissions of one document share it. */
export function documentKeyOf(number: string): string {
  return number.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A name as compared: no accents, no case, one space between words (hyphens and apostrophes too). */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s'’-]+/)
    .filter(Boolean);
}

/** A submitted photo with a link for its viewer (5 minutes, each opening logged); null once deleted. */
export function documentLinkOf(
  photo: KycPhotoRow,
  links: PhotoLinks,
  viewerId: string,
  now: Date,
): KycDocumentLink {
  const link = photo.deletedAt ? null : links.sign(photo.id, viewerId, now);
  return {
    id: photo.id,
    side: photo.side as KycDocumentLink['side'],
    width: photo.width,
    height: photo.height,
    url: link?.url ?? null,
    expiresAt: link?.expiresAt.toISOString() ?? null,
  };
}
