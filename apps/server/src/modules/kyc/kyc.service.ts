import type { FieldError } from '@betogether/contracts/common/problem.schemas';
import {
  type KycDocumentSide,
  type KycField,
  type KycStatus,
  sidesNeeded,
} from '@betogether/contracts/kyc/kyc.constants';
import type { KycState, KycSubmission } from '@betogether/contracts/kyc/kyc.schemas';
import type { Db } from '../../db/client';
import { databaseError, SQLSTATE } from '../../db/sql-state';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import * as repo from './kyc.repository';
import type { KycPhotoRow } from './kyc.tables';
import { cleanKycImage, KycImageRejectedError } from './kyc-images';
import type { PhotoLinks } from './kyc-links';
import { documentKeyOf, documentLinkOf, nameWords, toDraft, toEvent, toRequest } from './kyc-shapes';
import type { KycVault } from './kyc-vault';

/** States in which a member may send (again). */
const OPEN: readonly KycStatus[] = ['not_started', 'rejected', 'resubmission_requested', 'expired'];

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The legal name and birth date against the profile's (docs/decisions.md "KYC"): every word of the
 * profile's first name must be among the document's given names (a middle name is fine), the last
 * name and the birth date the same. Accents, case and hyphens do not count.
 */
function mismatches(
  body: KycSubmission,
  profile: { firstName: string; lastName: string; birthDate: string },
) {
  const errors: FieldError[] = [];
  const given = new Set(nameWords(body.firstName));
  if (!nameWords(profile.firstName).every((word) => given.has(word)))
    errors.push({
      field: 'firstName',
      code: 'profile_mismatch',
      message: `Your profile says “${profile.firstName}”: write your first name as the document prints it, or correct your profile first`,
    });
  if (nameWords(body.lastName).join(' ') !== nameWords(profile.lastName).join(' '))
    errors.push({
      field: 'lastName',
      code: 'profile_mismatch',
      message: `Your profile says “${profile.lastName}”: write your last name as the document prints it, or correct your profile first`,
    });
  if (body.birthDate !== profile.birthDate)
    errors.push({
      field: 'birthDate',
      code: 'profile_mismatch',
      message: `Your profile says ${profile.birthDate}: check the date on the document, or correct your profile first`,
    });
  return errors;
}

/** A member's identity check: photos sent one by one (cleaned and sealed at once), then submitted. */
export function createKycService(deps: {
  db: Db;
  clock: Clock;
  vault: KycVault;
  links: PhotoLinks;
  log: Pick<Logger, 'warn'>;
}) {
  const { db, clock, vault } = deps;

  async function statusOf(userId: string): Promise<KycStatus> {
    return ((await repo.latestRequest(db, userId))?.status as KycStatus | undefined) ?? 'not_started';
  }

  /** Sealed files whose rows are gone: removed after the fact, a failure only logged. */
  async function forget(photoIds: string[]) {
    for (const id of photoIds)
      await vault
        .remove(id)
        .catch((err: unknown) => deps.log.warn({ err, photoId: id }, 'KYC photo left in storage'));
  }

  async function state(userId: string): Promise<KycState> {
    const [request, drafts, timeline, profile] = await Promise.all([
      repo.latestRequest(db, userId),
      repo.drafts(db, userId),
      repo.timelineOf(db, userId),
      repo.profileOf(db, userId),
    ]);
    if (!profile) throw new AppError('UNAUTHENTICATED');
    const photos = request ? await repo.photosOf(db, request.id) : [];
    const now = clock.now();
    return {
      status: (request?.status as KycStatus | undefined) ?? 'not_started',
      request: request ? toRequest(request) : null,
      drafts: drafts.map(toDraft),
      documents: photos.map((photo) => documentLinkOf(photo, deps.links, userId, now)),
      timeline: timeline.map(toEvent),
      profile,
    };
  }

  /** Copies of the previous submission's photos the reviewer did not ask again (re-sealed under new ids). */
  async function carriedOver(
    userId: string,
    previousId: string,
    asked: KycField[],
    missing: KycDocumentSide[],
  ) {
    const kept: KycPhotoRow[] = [];
    for (const photo of await repo.photosOf(db, previousId)) {
      const side = photo.side as KycDocumentSide;
      if (!missing.includes(side) || asked.includes(side) || photo.deletedAt) continue;
      const copy = { id: crypto.randomUUID(), side };
      const { storedBytes } = await vault.store(copy.id, await vault.read(photo.id));
      kept.push(
        await repo.insertPhoto(db, {
          id: copy.id,
          userId,
          side,
          width: photo.width,
          height: photo.height,
          storedBytes,
          createdAt: clock.now(),
        }),
      );
    }
    return kept;
  }

  return {
    state,

    /** Where the member's identity check stands (withdrawals need it approved). */
    statusOf,

    async uploadPhoto(userId: string, side: KycDocumentSide, body: Buffer) {
      if (!OPEN.includes(await statusOf(userId))) throw new AppError('KYC_STATE_CONFLICT');
      let clean: Awaited<ReturnType<typeof cleanKycImage>>;
      try {
        clean = await cleanKycImage(body);
      } catch (error) {
        if (error instanceof KycImageRejectedError)
          throw new AppError('KYC_IMAGE_UNREADABLE', { detail: error.message });
        throw error;
      }
      const id = crypto.randomUUID();
      const { storedBytes } = await vault.store(id, clean.jpeg);
      let replaced: string | null = null;
      try {
        const row = await db.transaction(async (tx) => {
          replaced = await repo.removeDraft(tx, userId, side);
          return repo.insertPhoto(tx, {
            id,
            userId,
            side,
            width: clean.width,
            height: clean.height,
            storedBytes,
            createdAt: clock.now(),
          });
        });
        if (replaced) await forget([replaced]);
        return toDraft(row);
      } catch (error) {
        await forget([id]);
        // Two photos of one side at once: the other one won, this one is not kept.
        if (databaseError(error)?.code === SQLSTATE.uniqueViolation) throw new AppError('KYC_STATE_CONFLICT');
        throw error;
      }
    },

    async removePhoto(userId: string, side: KycDocumentSide): Promise<void> {
      const removed = await repo.removeDraft(db, userId, side);
      if (removed) await forget([removed]);
    },

    async send(userId: string, body: KycSubmission): Promise<KycState> {
      const now = clock.now();
      const [previous, profile] = await Promise.all([
        repo.latestRequest(db, userId),
        repo.profileOf(db, userId),
      ]);
      if (!profile) throw new AppError('UNAUTHENTICATED');
      const status = (previous?.status as KycStatus | undefined) ?? 'not_started';
      if (!OPEN.includes(status)) throw new AppError('KYC_STATE_CONFLICT');
      if (body.expiresOn <= today(now))
        throw new AppError('VALIDATION_FAILED', {
          errors: [
            {
              field: 'expiresOn',
              code: 'document_expired',
              message: `This document expired on ${body.expiresOn}: send one that is still valid`,
            },
          ],
        });
      const problems = mismatches(body, profile);
      if (problems.length) throw new AppError('KYC_PROFILE_MISMATCH', { errors: problems });

      const needed = sidesNeeded(body.documentType);
      let photos = (await repo.drafts(db, userId)).filter((photo) =>
        needed.includes(photo.side as KycDocumentSide),
      );
      const missing = needed.filter((side) => !photos.some((photo) => photo.side === side));
      // Asked again for some fields only: the other photos of the last submission still count.
      if (missing.length && previous && status === 'resubmission_requested')
        photos = [
          ...photos,
          ...(await carriedOver(userId, previous.id, previous.resubmitFields as KycField[], missing)),
        ];
      const stillMissing = needed.filter((side) => !photos.some((photo) => photo.side === side));
      if (stillMissing.length)
        throw new AppError('KYC_DOCUMENTS_MISSING', {
          detail: `Send a photo of: ${stillMissing.map((side) => (side === 'selfie' ? 'yourself holding the document' : `the document's ${side}`)).join(', ')}`,
        });

      try {
        await db.transaction(async (tx) => {
          const request = await repo.insertRequest(tx, {
            userId,
            status: 'pending',
            documentType: body.documentType,
            documentNumber: body.documentNumber,
            documentKey: documentKeyOf(body.documentNumber),
            country: body.country,
            expiresOn: body.expiresOn,
            firstName: body.firstName,
            lastName: body.lastName,
            birthDate: body.birthDate,
            submittedAt: now,
          });
          await repo.attachPhotos(
            tx,
            request.id,
            photos.map((photo) => photo.id),
          );
          await repo.addEvent(tx, { requestId: request.id, kind: 'submitted', at: now });
        });
      } catch (error) {
        // Sent twice at once: the first is pending, this one changes nothing.
        if (databaseError(error)?.code === SQLSTATE.uniqueViolation) throw new AppError('KYC_STATE_CONFLICT');
        throw error;
      }
      // Photos of sides this document does not need (a back, then a passport) are not kept.
      const unused = (await repo.drafts(db, userId)).filter(
        (photo) => !needed.includes(photo.side as KycDocumentSide),
      );
      for (const photo of unused) await repo.removeDraft(db, userId, photo.side as KycDocumentSide);
      await forget(unused.map((photo) => photo.id));
      return state(userId);
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
