import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  type MediaRow,
  mediaObjects,
  type StoredVideo,
  signingKeys,
  type UploadSessionRow,
  uploadSessions,
  videoLimits,
} from './media.tables';

export async function lockOwner(db: Executor, ownerId: string): Promise<void> {
  // Serialises quota checks of one member across processes (PostgreSQL) and requests.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerId}))`);
}

/** Bytes stored plus bytes announced by uploads still open. */
export async function usedBytes(db: Executor, ownerId: string, now: Date): Promise<number> {
  const [row] = rowsOf<{ used: string | number }>(
    await db.execute(sql`
    select
      coalesce((select sum(${mediaObjects.size}) from ${mediaObjects} where ${mediaObjects.ownerId} = ${ownerId}), 0)
      + coalesce((select sum(${uploadSessions.size}) from ${uploadSessions}
          where ${uploadSessions.ownerId} = ${ownerId} and ${uploadSessions.status} = 'uploading'
          and ${uploadSessions.expiresAt} > ${now.toISOString()}), 0) as used`),
  );
  return Number(row?.used ?? 0);
}

export async function insertSession(
  db: Executor,
  values: typeof uploadSessions.$inferInsert,
): Promise<UploadSessionRow> {
  const [row] = await db.insert(uploadSessions).values(values).returning();
  if (!row) throw new Error('upload session insert returned nothing');
  return row;
}

export async function findSession(db: Executor, id: string): Promise<UploadSessionRow | undefined> {
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, id)).limit(1);
  return row;
}

/** Moves the offset forward only from where the caller saw it: two racing chunks cannot both land. */
export async function advanceSession(
  db: Executor,
  id: string,
  from: number,
  to: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(uploadSessions)
    .set({ offset: to, updatedAt: now })
    .where(
      and(eq(uploadSessions.id, id), eq(uploadSessions.offset, from), eq(uploadSessions.status, 'uploading')),
    )
    .returning({ id: uploadSessions.id });
  return rows.length > 0;
}

export async function setSessionStatus(
  db: Executor,
  id: string,
  status: 'complete' | 'aborted',
  now: Date,
  mediaId?: string,
): Promise<void> {
  await db
    .update(uploadSessions)
    .set({ status, updatedAt: now, ...(mediaId ? { mediaId } : {}) })
    .where(eq(uploadSessions.id, id));
}

/** A session refused for its content: gone, its announced size no longer counts against the quota. */
export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(uploadSessions).where(eq(uploadSessions.id, id));
}

export async function expiredSessions(db: Executor, now: Date, limit = 100): Promise<UploadSessionRow[]> {
  return db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.status, 'uploading'), lt(uploadSessions.expiresAt, now)))
    .limit(limit);
}

/** Files still `processing` since before `before`, oldest first (their job may have been lost). */
export async function stalledProcessing(
  db: Executor,
  before: Date,
  limit = 100,
): Promise<Array<Pick<MediaRow, 'id' | 'contentType'>>> {
  return db
    .select({ id: mediaObjects.id, contentType: mediaObjects.contentType })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.status, 'processing'), lt(mediaObjects.updatedAt, before)))
    .orderBy(mediaObjects.updatedAt)
    .limit(limit);
}

export async function insertMedia(db: Executor, values: typeof mediaObjects.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(mediaObjects).values(values).returning();
  if (!row) throw new Error('media insert returned nothing');
  return row;
}

export async function findMedia(db: Executor, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaObjects).where(eq(mediaObjects.id, id)).limit(1);
  return row;
}

export async function updateMedia(
  db: Executor,
  id: string,
  values: Partial<typeof mediaObjects.$inferInsert>,
): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(mediaObjects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(mediaObjects.id, id))
    .returning();
  return row;
}

export async function setVisibility(db: Executor, ids: string[], visibility: 'public' | 'private') {
  if (ids.length === 0) return;
  await db
    .update(mediaObjects)
    .set({ visibility, updatedAt: sql`now()` })
    .where(and(inArray(mediaObjects.id, ids), sql`${mediaObjects.visibility} <> ${visibility}`));
}

/** Deletes the rows and answers them (their stored keys). */
export async function deleteMedia(db: Executor, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.delete(mediaObjects).where(inArray(mediaObjects.id, ids)).returning();
}

/** The named secret, created with `candidate` by whichever process asks first. */
export async function signingSecret(db: Executor, name: string, candidate: string): Promise<string> {
  await db.insert(signingKeys).values({ name, secret: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, name)).limit(1);
  if (!row) throw new Error(`signing key ${name} missing`);
  return row.secret;
}

export async function findVideoLimits(db: Executor) {
  const [row] = await db.select().from(videoLimits).where(eq(videoLimits.id, 1)).limit(1);
  return row;
}

export async function saveVideoLimits(
  db: Executor,
  values: { maxSeconds: number; maxBytes: number; storyMaxSeconds: number; updatedBy: string },
) {
  const [row] = await db
    .insert(videoLimits)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: videoLimits.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('video limits upsert returned nothing');
  return row;
}

/** Swaps a ready video's files (a borrowed sound); false when the file is gone or not ready. */
export async function replaceReadyVideo(
  tx: Executor,
  id: string,
  video: StoredVideo,
  durationMs: number,
): Promise<boolean> {
  const rows = await tx
    .update(mediaObjects)
    .set({ video, durationMs, updatedAt: sql`now()` })
    .where(and(eq(mediaObjects.id, id), eq(mediaObjects.status, 'ready')))
    .returning({ id: mediaObjects.id });
  return rows.length > 0;
}
