import type { KycQueueQuery } from '@betogether/contracts/kyc/kyc.schemas';
import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { type KycRequestRow, kycEvents, kycPhotos, kycPhotoViews, kycRequests } from './kyc.tables';

/** Another account's submission with the same document, or the same legal name and birth date. */
const possibleDuplicate = sql<boolean>`exists (select 1 from kyc_requests other
    where other.user_id <> ${kycRequests.userId}
      and (other.document_key = ${kycRequests.documentKey}
        or (lower(other.last_name) = lower(${kycRequests.lastName})
          and lower(other.first_name) = lower(${kycRequests.firstName})
          and other.birth_date = ${kycRequests.birthDate})))`.mapWith(Boolean);

/** The queue: one state, oldest first (waiting longest), keyset on (submitted_at, id). */
export async function queuePage(
  db: Executor,
  query: KycQueueQuery,
  after: { createdAt: Date; id: string } | null,
  now: Date,
) {
  return db
    .select({
      request: kycRequests,
      member: personColumns(users),
      possibleDuplicate,
    })
    .from(kycRequests)
    .innerJoin(users, eq(users.id, kycRequests.userId))
    .where(
      and(
        eq(kycRequests.status, query.status),
        query.country ? eq(kycRequests.country, query.country) : undefined,
        query.waitingDays !== undefined
          ? lte(kycRequests.submittedAt, new Date(now.getTime() - query.waitingDays * 86_400_000))
          : undefined,
        after
          ? or(
              gt(kycRequests.submittedAt, after.createdAt),
              and(eq(kycRequests.submittedAt, after.createdAt), gt(kycRequests.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(kycRequests.submittedAt), asc(kycRequests.id))
    .limit(query.limit + 1);
}

export async function findRequest(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<KycRequestRow | undefined> {
  const query = db.select().from(kycRequests).where(eq(kycRequests.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function viewsOf(db: Executor, requestId: string) {
  return db
    .select({ side: kycPhotos.side, viewer: personColumns(users), at: kycPhotoViews.viewedAt })
    .from(kycPhotoViews)
    .innerJoin(kycPhotos, eq(kycPhotos.id, kycPhotoViews.photoId))
    .innerJoin(users, eq(users.id, kycPhotoViews.viewerId))
    .where(eq(kycPhotos.requestId, requestId))
    .orderBy(desc(kycPhotoViews.viewedAt))
    .limit(200);
}

export async function duplicatesOf(db: Executor, request: KycRequestRow) {
  return db
    .select({
      id: kycRequests.id,
      status: kycRequests.status,
      member: personColumns(users),
      sameDocument: sql<boolean>`${kycRequests.documentKey} = ${request.documentKey}`.mapWith(Boolean),
    })
    .from(kycRequests)
    .innerJoin(users, eq(users.id, kycRequests.userId))
    .where(
      and(
        ne(kycRequests.userId, request.userId),
        or(
          eq(kycRequests.documentKey, request.documentKey),
          and(
            sql`lower(${kycRequests.lastName}) = lower(${request.lastName})`,
            sql`lower(${kycRequests.firstName}) = lower(${request.firstName})`,
            eq(kycRequests.birthDate, request.birthDate),
          ),
        ),
      ),
    )
    .orderBy(desc(kycRequests.submittedAt))
    .limit(20);
}

/** A request's steps with who took them, oldest first. */
export async function stepsOf(db: Executor, requestId: string) {
  return db
    .select({
      kind: kycEvents.kind,
      at: kycEvents.at,
      reason: kycEvents.reason,
      fields: kycEvents.fields,
      actor: personColumns(users),
      actorId: kycEvents.actorId,
    })
    .from(kycEvents)
    .leftJoin(users, eq(users.id, kycEvents.actorId))
    .where(eq(kycEvents.requestId, requestId))
    .orderBy(asc(kycEvents.at), asc(kycEvents.seq));
}

/** The decision an admin's key already made, if any. */
export async function eventByKey(db: Executor, actorId: string, key: string) {
  const [row] = await db
    .select({
      requestId: kycEvents.requestId,
      kind: kycEvents.kind,
      reason: kycEvents.reason,
      fields: kycEvents.fields,
    })
    .from(kycEvents)
    .where(and(eq(kycEvents.actorId, actorId), eq(kycEvents.requestKey, key)))
    .limit(1);
  return row;
}

export async function decide(
  db: Executor,
  id: string,
  values: Pick<KycRequestRow, 'status' | 'decidedAt' | 'decidedBy' | 'reason' | 'resubmitFields'>,
) {
  await db
    .update(kycRequests)
    .set(values)
    .where(and(eq(kycRequests.id, id), eq(kycRequests.status, 'pending')));
}

/** A photo with its request's owner, for a signed link's read. */
export async function photoFor(db: Executor, photoId: string) {
  const [row] = await db
    .select({ photo: kycPhotos, ownerId: kycPhotos.userId })
    .from(kycPhotos)
    .where(and(eq(kycPhotos.id, photoId), isNull(kycPhotos.deletedAt)))
    .limit(1);
  return row;
}

export async function logView(db: Executor, photoId: string, viewerId: string, at: Date): Promise<void> {
  await db.insert(kycPhotoViews).values({ photoId, viewerId, viewedAt: at });
}
