import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../platform/events/event-bus';
import type { Logger } from '../../platform/logger';
import * as repo from './kyc.repository';
import type { KycVault } from './kyc-vault';

/** Rows each run takes at most: the next run (an hour later) goes on where this one stopped. */
const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * What the identity checks need over time (docs/decisions.md "KYC"), run every hour by the queue:
 * an approved check whose document has expired becomes `expired` (the member is told and can send a
 * valid one); photos are deleted once a decision is `retentionDays` old, and photos never submitted
 * once they are that old, the decision and its timeline kept.
 */
export function createKycUpkeep(deps: {
  db: Db;
  clock: Clock;
  vault: KycVault;
  events: Pick<EventBus, 'publish'>;
  retentionDays: number;
  log: Pick<Logger, 'warn'>;
}) {
  const { db, clock, vault, events } = deps;

  return {
    /** Approved checks past their document's expiry date become expired; how many did. */
    async expireDue(): Promise<number> {
      const now = clock.now();
      let expired = 0;
      for (const request of await repo.approvedExpiredBefore(db, now.toISOString().slice(0, 10), BATCH)) {
        const changed = await db.transaction(async (tx) => {
          if (!(await repo.expire(tx, request.id))) return false;
          await repo.addEvent(tx, { requestId: request.id, kind: 'expired', at: now });
          // From the team: the admin who approved it stands as the line's actor (never shown).
          await events.publish(tx, 'kyc.decided', {
            requestId: request.id,
            memberId: request.userId,
            actorId: request.decidedBy ?? request.userId,
            status: 'expired',
            reason: null,
            fields: [],
          });
          return true;
        });
        if (changed) expired++;
      }
      return expired;
    },

    /**
     * Deletes the sealed files past the retention period, then marks their rows; a file that
     * cannot be deleted is logged and tried again next run. How many photos went.
     */
    async purgeDue(): Promise<number> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS);
      const requests = new Set<string>();
      let purged = 0;
      for (const photo of await repo.photosPastRetention(db, cutoff, BATCH)) {
        try {
          await vault.remove(photo.id);
        } catch (err) {
          deps.log.warn({ err, photoId: photo.id }, 'KYC photo past retention not deleted, next run retries');
          continue;
        }
        await repo.markPhotoDeleted(db, photo.id, now);
        if (photo.requestId) requests.add(photo.requestId);
        purged++;
      }
      for (const requestId of requests)
        await db.transaction(async (tx) => {
          if (await repo.markDocumentsDeleted(tx, requestId, now))
            await repo.addEvent(tx, { requestId, kind: 'documents_deleted', at: now });
        });
      return purged;
    },
  };
}
