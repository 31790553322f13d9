import type { KycDocumentSide, KycEventKind, KycField } from '@betogether/contracts/kyc/kyc.constants';
import { and, asc, desc, eq, inArray, isNull, lt, ne, notExists, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { type KycPhotoRow, type KycRequestRow, kycEvents, kycPhotos, kycRequests } from './kyc.tables';

/** The member's newest submission, or undefined before their first. */
export async function latestRequest(db: Executor, userId: string): Promise<KycRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(kycRequests)
    .where(eq(kycRequests.userId, userId))
    .orderBy(desc(kycRequests.submittedAt), desc(kycRequests.id))
    .limit(1);
  return row;
}

/** The member as a submission is checked against and as reviewers see them. */
export async function memberOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      person: personColumns(users),
      birthDate: users.birthDate,
      country: users.country,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** What a submission is checked against. */
export async function profileOf(db: Executor, userId: string) {
  const member = await memberOf(db, userId);
  return (
    member && {
      firstName: member.person.firstName,
      lastName: member.person.lastName,
      birthDate: member.birthDate,
      country: member.country,
    }
  );
}

/** The photos waiting for the member's next submission, one per side at most. */
export async function drafts(db: Executor, userId: string): Promise<KycPhotoRow[]> {
  return db
    .select()
    .from(kycPhotos)
    .where(and(eq(kycPhotos.userId, userId), isNull(kycPhotos.requestId)))
    .orderBy(asc(kycPhotos.createdAt));
}

export async function photosOf(db: Executor, requestId: string): Promise<KycPhotoRow[]> {
  return db.select().from(kycPhotos).where(eq(kycPhotos.requestId, requestId)).orderBy(asc(kycPhotos.side));
}

/** Removes the member's photo of `side` waiting to be sent; its id, for its sealed file. */
export async function removeDraft(
  db: Executor,
  userId: string,
  side: KycDocumentSide,
): Promise<string | null> {
  const [removed] = await db
    .delete(kycPhotos)
    .where(and(eq(kycPhotos.userId, userId), eq(kycPhotos.side, side), isNull(kycPhotos.requestId)))
    .returning({ id: kycPhotos.id });
  return removed?.id ?? null;
}

export async function insertPhoto(db: Executor, values: typeof kycPhotos.$inferInsert): Promise<KycPhotoRow> {
  const [row] = await db.insert(kycPhotos).values(values).returning();
  if (!row) throw new Error('KYC photo not inserted');
  return row;
}

export async function attachPhotos(db: Executor, requestId: string, photoIds: string[]): Promise<void> {
  if (photoIds.length) await db.update(kycPhotos).set({ requestId }).where(inArray(kycPhotos.id, photoIds));
}

export async function insertRequest(
  db: Executor,
  values: typeof kycRequests.$inferInsert,
): Promise<KycRequestRow> {
  const [row] = await db.insert(kycRequests).values(values).returning();
  if (!row) throw new Error('KYC request not inserted');
  return row;
}

export async function addEvent(
  db: Executor,
  event: {
    requestId: string;
    kind: KycEventKind;
    at: Date;
    actorId?: string | null;
    reason?: string | null;
    fields?: KycField[];
    requestKey?: string;
  },
): Promise<void> {
  await db.insert(kycEvents).values({
    requestId: event.requestId,
    kind: event.kind,
    at: event.at,
    actorId: event.actorId ?? null,
    reason: event.reason ?? null,
    fields: event.fields ?? [],
    requestKey: event.requestKey ?? null,
  });
}

/** Every step of all the member's submissions, oldest first. */
export async function timelineOf(db: Executor, userId: string) {
  return db
    .select({
      kind: kycEvents.kind,
      at: kycEvents.at,
      reason: kycEvents.reason,
      fields: kycEvents.fields,
    })
    .from(kycEvents)
    .innerJoin(kycRequests, eq(kycRequests.id, kycEvents.requestId))
    .where(eq(kycRequests.userId, userId))
    .orderBy(asc(kycEvents.at), asc(kycEvents.seq));
}

/** Approved checks whose document's expiry date is before `today`: their ids, members and approvers. */
export async function approvedExpiredBefore(db: Executor, today: string, limit: number) {
  return db
    .select({ id: kycRequests.id, userId: kycRequests.userId, decidedBy: kycRequests.decidedBy })
    .from(kycRequests)
    .where(and(eq(kycRequests.status, 'approved'), lt(kycRequests.expiresOn, today)))
    .limit(limit);
}

/** Marks an approved check expired; false when it moved on meanwhile (another run, a new decision). */
export async function expire(db: Executor, requestId: string): Promise<boolean> {
  const rows = await db
    .update(kycRequests)
    .set({ status: 'expired' })
    .where(and(eq(kycRequests.id, requestId), eq(kycRequests.status, 'approved')))
    .returning({ id: kycRequests.id });
  return rows.length > 0;
}

/**
 * Photos past the retention period: those of checks decided before `cutoff` (anything but pending),
 * and photos sent before `cutoff` that never went with a submission.
 */
export async function photosPastRetention(db: Executor, cutoff: Date, limit: number) {
  return db
    .select({ id: kycPhotos.id, requestId: kycPhotos.requestId })
    .from(kycPhotos)
    .leftJoin(kycRequests, eq(kycRequests.id, kycPhotos.requestId))
    .where(
      and(
        isNull(kycPhotos.deletedAt),
        or(
          and(isNull(kycPhotos.requestId), lt(kycPhotos.createdAt, cutoff)),
          and(ne(kycRequests.status, 'pending'), lt(kycRequests.decidedAt, cutoff)),
        ),
      ),
    )
    .limit(limit);
}

/** A photo whose sealed file is gone: a draft's row goes, a submission's stays (its views log too). */
export async function markPhotoDeleted(db: Executor, photoId: string, at: Date): Promise<void> {
  await db.delete(kycPhotos).where(and(eq(kycPhotos.id, photoId), isNull(kycPhotos.requestId)));
  await db.update(kycPhotos).set({ deletedAt: at }).where(eq(kycPhotos.id, photoId));
}

/** Records that a check's documents are all deleted, once: true the first time. */
export async function markDocumentsDeleted(db: Executor, requestId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(kycRequests)
    .set({ documentsDeletedAt: at })
    .where(
      and(
        eq(kycRequests.id, requestId),
        isNull(kycRequests.documentsDeletedAt),
        notExists(
          db
            .select({ id: kycPhotos.id })
            .from(kycPhotos)
            .where(and(eq(kycPhotos.requestId, requestId), isNull(kycPhotos.deletedAt))),
        ),
      ),
    )
    .returning({ id: kycRequests.id });
  return rows.length > 0;
}
