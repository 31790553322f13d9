import type { KycField, KycStatus } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDecisionBody, KycDetail, KycQueueQuery } from '@betogether/contracts/kyc/kyc.schemas';
import type { Db } from '../../db/client';
import type { AuditScope } from '../../platform/audit-scope';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { isUuid } from '../../platform/ids';
import { decodeTimeCursor, pageFrom, timeCursorOf } from '../../platform/pagination';
import { toPerson } from '../users/users.read';
import * as repo from './kyc.repository';
import type { PhotoLinks } from './kyc-links';
import * as review from './kyc-review.repository';
import { documentLinkOf, toEvent, toRequest } from './kyc-shapes';
import type { KycVault } from './kyc-vault';
import './kyc.events';

const outcome = { approve: 'approved', reject: 'rejected', resubmit: 'resubmission_requested' } as const;

/** Admins' review of identity checks: the queue, a request with its photos, the decision. */
export function createKycReview(deps: {
  db: Db;
  clock: Clock;
  vault: KycVault;
  links: PhotoLinks;
  events: Pick<EventBus, 'publish'>;
}) {
  const { db, clock, vault, links } = deps;

  async function detail(viewerId: string, id: string): Promise<KycDetail> {
    if (!isUuid(id)) throw new AppError('KYC_NOT_FOUND');
    const request = await review.findRequest(db, id);
    if (!request) throw new AppError('KYC_NOT_FOUND');
    const [member, photos, views, duplicates, steps] = await Promise.all([
      repo.memberOf(db, request.userId),
      repo.photosOf(db, id),
      review.viewsOf(db, id),
      review.duplicatesOf(db, request),
      review.stepsOf(db, id),
    ]);
    if (!member) throw new AppError('KYC_NOT_FOUND');
    const now = clock.now();
    return {
      request: { ...toRequest(request), documentNumber: request.documentNumber },
      member: toPerson(member.person),
      profile: {
        firstName: member.person.firstName,
        lastName: member.person.lastName,
        birthDate: member.birthDate,
        country: member.country,
        email: member.email,
        emailVerified: member.emailVerifiedAt !== null,
      },
      documents: photos.map((photo) => documentLinkOf(photo, links, viewerId, now)),
      views: views.map((view) => ({
        side: view.side as KycDetail['views'][number]['side'],
        viewer: toPerson(view.viewer),
        at: view.at.toISOString(),
      })),
      duplicates: duplicates.map((row) => ({
        id: row.id,
        member: toPerson(row.member),
        status: row.status as KycStatus,
        reason: row.sameDocument ? ('document_number' as const) : ('name_and_birth_date' as const),
      })),
      timeline: steps.map((step) => ({
        ...toEvent(step),
        actor: step.actorId && step.actor ? toPerson(step.actor) : null,
      })),
    };
  }

  return {
    async queue(query: KycQueueQuery) {
      const rows = await review.queuePage(db, query, decodeTimeCursor(query.cursor), clock.now());
      const page = pageFrom(rows, query.limit, (row) =>
        timeCursorOf({ createdAt: row.request.submittedAt, id: row.request.id }),
      );
      return {
        items: page.rows.map((row) => ({
          id: row.request.id,
          member: toPerson(row.member),
          status: row.request.status as KycStatus,
          documentType: toRequest(row.request).documentType,
          country: row.request.country,
          submittedAt: row.request.submittedAt.toISOString(),
          possibleDuplicate: row.possibleDuplicate,
        })),
        nextCursor: page.nextCursor,
      };
    },

    detail,

    /**
     * Approves, rejects or asks again for some fields, once: a request no longer pending is 409;
     * the same key again answers the request as it is (replayed). Audited in the decision's
     * transaction; the member hears it (kyc.decided).
     */
    async decide(adminId: string, id: string, body: KycDecisionBody, key: string, audit: AuditScope) {
      if (!isUuid(id)) throw new AppError('KYC_NOT_FOUND');
      const status = outcome[body.decision];
      const fields = body.decision === 'resubmit' ? ((body.fields ?? []) as KycField[]) : [];
      const reason = body.decision === 'approve' ? null : (body.reason ?? null);
      const earlier = await review.eventByKey(db, adminId, key);
      if (earlier) {
        // The same key is the same decision, word for word: anything else is another request.
        const same =
          earlier.requestId === id &&
          earlier.kind === status &&
          (earlier.reason ?? null) === reason &&
          [...earlier.fields].sort().join(',') === [...fields].sort().join(',');
        if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { ...(await detail(adminId, id)), replayed: true };
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        const request = await review.findRequest(tx, id, true);
        if (!request) throw new AppError('KYC_NOT_FOUND');
        if (request.status !== 'pending')
          throw new AppError('KYC_STATE_CONFLICT', { detail: 'This request was decided already' });
        await review.decide(tx, id, {
          status,
          decidedAt: now,
          decidedBy: adminId,
          reason,
          resubmitFields: fields,
        });
        await repo.addEvent(tx, {
          requestId: id,
          kind: status,
          at: now,
          actorId: adminId,
          reason,
          fields,
          requestKey: key,
        });
        await audit.record(tx, {
          subjectType: 'kyc-request',
          subjectId: id,
          details: { decision: body.decision, reason, fields, memberId: request.userId },
        });
        await deps.events.publish(tx, 'kyc.decided', {
          requestId: id,
          memberId: request.userId,
          actorId: adminId,
          status,
          reason,
          fields,
        });
      });
      return { ...(await detail(adminId, id)), replayed: false };
    },

    /**
     * A photo through its signed link: checked, its opening logged, then decrypted. Null when the
     * link is not valid (or the photo is gone): the caller answers 403/404 without saying which.
     */
    async readPhoto(
      photoId: string,
      viewerId: string,
      expires: string | undefined,
      signature: string | undefined,
    ) {
      const now = clock.now();
      if (!isUuid(photoId) || !isUuid(viewerId)) return null;
      if (!links.verify(photoId, viewerId, expires, signature, now)) return 'forbidden' as const;
      const found = await review.photoFor(db, photoId);
      if (!found) return null;
      await review.logView(db, photoId, viewerId, now);
      return vault.read(photoId);
    },
  };
}

export type KycReview = ReturnType<typeof createKycReview>;
