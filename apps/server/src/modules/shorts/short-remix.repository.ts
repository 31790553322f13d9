import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type MediaRow, mediaObjects, type StoredVideo } from '../media/media.tables';
import { shorts } from './shorts.tables';

/** The video rows of a remix and of its sound's short. */
export async function mediaRows(db: Executor, ids: string[]): Promise<Map<string, MediaRow>> {
  const rows = await db.select().from(mediaObjects).where(inArray(mediaObjects.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Swaps a ready video's files for the remixed ones, in the caller's transaction (the one write of
 * shorts on a media row: docs/decisions.md, "Shorts"). False when the file is gone or not ready.
 */
export async function replaceVideo(
  tx: Executor,
  mediaId: string,
  video: StoredVideo,
  durationMs: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(mediaObjects)
    .set({ video, durationMs, updatedAt: now })
    .where(and(eq(mediaObjects.id, mediaId), eq(mediaObjects.status, 'ready')))
    .returning({ id: mediaObjects.id });
  return rows.length > 0;
}

/** Marks the sound laid, only while it was pending (answers whether it was). */
export async function soundLaid(tx: Executor, shortId: string): Promise<boolean> {
  const rows = await tx
    .update(shorts)
    .set({ sound: 'borrowed' })
    .where(and(eq(shorts.id, shortId), eq(shorts.sound, 'pending')))
    .returning({ id: shorts.id });
  return rows.length > 0;
}

/** Remixes still waiting for their sound since before `before` (their job was lost). */
export async function stalledRemixes(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: shorts.id })
    .from(shorts)
    .where(and(sql`${shorts.sound} = 'pending'`, lt(shorts.createdAt, before)))
    .limit(500);
  return rows.map((row) => row.id);
}
