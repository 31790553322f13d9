import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDraftPhoto, KycEvent, KycRequest, KycState } from '@betogether/contracts/kyc/kyc.schemas';
import { uuid } from '@/testing/builders';

/** Camille's identity check before anything was sent: her profile (testing/builders `member()`). */
export function kycState(patch: Partial<KycState> = {}): KycState {
  return {
    status: 'not_started',
    request: null,
    drafts: [],
    documents: [],
    timeline: [],
    profile: { firstName: 'Camille', lastName: 'Durand', birthDate: '1995-04-12', country: 'FR' },
    ...patch,
  };
}

/** A submission as the member sees it (the number's last 4 characters only). */
export function kycRequest(patch: Partial<KycRequest> = {}): KycRequest {
  return {
    id: uuid(700),
    status: 'pending',
    documentType: 'id_card',
    documentNumberEnding: '1234',
    country: 'FR',
    expiresOn: '2031-06-30',
    firstName: 'Camille',
    lastName: 'Durand',
    birthDate: '1995-04-12',
    submittedAt: '2026-03-02T12:00:00.000Z',
    decidedAt: null,
    reason: null,
    resubmitFields: [],
    ...patch,
  };
}

export function draft(side: KycDocumentSide, patch: Partial<KycDraftPhoto> = {}): KycDraftPhoto {
  return { side, width: 4032, height: 3024, uploadedAt: '2026-03-01T12:00:00.000Z', ...patch };
}

export function kycEvent(kind: KycEvent['kind'], at: string, patch: Partial<KycEvent> = {}): KycEvent {
  return { kind, at, reason: null, fields: [], ...patch };
}

/** The first bytes of a real JPEG: what the browser's check reads. */
export function jpegFile(name = 'front.jpg', size = 2_048): File {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

/** A photo of the latest submission, with the member's own link (null once deleted). */
export function kycDocument(side: KycDocumentSide, url: string | null = `/kyc-photos/${side}`) {
  return {
    id: uuid(side === 'front' ? 801 : side === 'back' ? 802 : 803),
    side,
    width: 1200,
    height: 800,
    url,
    expiresAt: url ? '2026-03-02T12:05:00.000Z' : null,
  };
}
