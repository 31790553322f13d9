import { and, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { shorts } from './shorts.tables';

/**
 * The remix whose video this is takes the outcome of its sound (`media.sound-borrowed`), only
 * while it was pending.
 */
export async function settleSound(tx: Executor, mediaId: string, borrowed: boolean): Promise<void> {
  await tx
    .update(shorts)
    .set({ sound: borrowed ? 'borrowed' : 'own' })
    .where(and(eq(shorts.mediaId, mediaId), eq(shorts.sound, 'pending')));
}

const source = alias(shorts, 'source');

/** Remixes still waiting for their sound since before `before` (their job was lost), with the two videos. */
export async function stalledRemixes(
  db: Executor,
  before: Date,
): Promise<Array<{ mediaId: string; fromMediaId: string }>> {
  return db
    .select({ mediaId: shorts.mediaId, fromMediaId: source.mediaId })
    .from(shorts)
    .innerJoin(source, eq(source.id, shorts.remixOfId))
    .where(and(eq(shorts.sound, 'pending'), lt(shorts.createdAt, before)))
    .limit(500);
}
