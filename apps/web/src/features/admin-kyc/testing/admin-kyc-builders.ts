import type { EndpointAnswer } from '@betogether/contracts/common/endpoint';
import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import type { kycAdminEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import { admin, person, personOf, uuid } from '@/testing/builders';

type QueueItem = EndpointAnswer<typeof kycAdminEndpoints.queue>['items'][number];

/** Request `n` in the queue: member `n`'s identity card from France, sent on 2 March 2026. */
export function queueItem(n: number, patch: Partial<QueueItem> = {}): QueueItem {
  return {
    id: requestId(n),
    member: person(n),
    status: 'pending',
    documentType: 'id_card',
    country: 'FR',
    submittedAt: '2026-03-02T09:00:00.000Z',
    possibleDuplicate: false,
    ...patch,
  };
}

export function requestId(n: number): string {
  return uuid(7000 + n);
}

/** A photo of request 1 through a link valid for an hour (long enough for any test). */
export function photo(side: KycDocumentSide, patch: Partial<KycDetail['documents'][number]> = {}) {
  const id = uuid(7100 + ['front', 'back', 'selfie'].indexOf(side));
  return {
    id,
    side,
    width: side === 'selfie' ? 900 : 1600,
    height: side === 'selfie' ? 1200 : 1000,
    url: `/kyc-photos/${id}/reviewer?expires=1&signature=${side}`,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...patch,
  };
}

/**
 * Request 1 as its reviewer opens it: Inès Moreau's Belgian identity card, waiting, with three
 * photos, one opening by the admin, no duplicate, sent by the member.
 */
export function kycDetail(patch: Partial<KycDetail> = {}): KycDetail {
  const member = person(1, { displayName: 'Inès Moreau', username: 'ines_m' });
  return {
    request: {
      id: requestId(1),
      status: 'pending',
      documentType: 'id_card',
      documentNumber: 'BE 591-2207-48',
      documentNumberEnding: '7-48',
      country: 'BE',
      expiresOn: '2030-11-15',
      firstName: 'Inès',
      lastName: 'Moreau',
      birthDate: '1992-08-23',
      submittedAt: '2026-03-04T08:30:00.000Z',
      decidedAt: null,
      reason: null,
      resubmitFields: [],
    },
    member,
    profile: {
      firstName: 'Inès',
      lastName: 'Moreau',
      birthDate: '1992-08-23',
      country: 'BE',
      email: 'ines@example.test',
      emailVerified: true,
    },
    documents: [photo('selfie'), photo('front'), photo('back')],
    views: [{ side: 'front', viewer: personOf(admin()), at: '2026-03-04T10:00:00.000Z' }],
    duplicates: [],
    timeline: [
      { kind: 'submitted', at: '2026-03-04T08:30:00.000Z', reason: null, fields: [], actor: member },
    ],
    ...patch,
  };
}

/** The request after a decision, as the server answers it. */
export function decided(
  detail: KycDetail,
  status: 'approved' | 'rejected' | 'resubmission_requested',
  extra: { reason?: string; fields?: KycDetail['request']['resubmitFields'] } = {},
): KycDetail {
  const at = '2026-03-03T09:00:00.000Z';
  return {
    ...detail,
    request: {
      ...detail.request,
      status,
      decidedAt: at,
      reason: extra.reason ?? null,
      resubmitFields: extra.fields ?? [],
    },
    timeline: [
      ...detail.timeline,
      {
        kind: status,
        at,
        reason: extra.reason ?? null,
        fields: extra.fields ?? [],
        actor: personOf(admin()),
      },
    ],
  };
}
